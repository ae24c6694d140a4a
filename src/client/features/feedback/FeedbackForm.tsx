import { Trans, useLingui } from '@lingui/react'
import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import { toast } from 'sonner'
import { FEEDBACK_MAX, FEEDBACK_MIN, FEEDBACK_TEXTS, FeedbackBody } from '@domain/feedback'
import { PendingButton } from '../../components/PendingButton'
import { useSendFeedback } from './api'
import { formatNumber } from '../../lib/format'
import { localText } from '../../lib/texts'

/** A short note to the operator, stored on the server and read with `tessera feedback list`. */
export function FeedbackForm() {
  const { i18n } = useLingui()
  const sendFeedback = useSendFeedback()
  const [message, setMessage] = useState('')
  const [invalid, setInvalid] = useState(false)
  const fieldId = useId()
  const hintId = useId()

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = event.currentTarget
    const parsed = FeedbackBody.safeParse({ message })
    if (!parsed.success) {
      setInvalid(true)
      toast.error(localText(parsed.error.issues[0]?.message ?? FEEDBACK_TEXTS.tooShort))
      form.querySelector('textarea')?.focus()
      return
    }
    sendFeedback.mutate(parsed.data, {
      onSuccess: () => {
        setMessage('')
        setInvalid(false)
        toast.success(localText(FEEDBACK_TEXTS.thanks))
      },
      onError: (error) => toast.error(error.message),
    })
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fieldId} className="text-sm font-semibold">
          <Trans id="feedback.yourFeedback" message="Your feedback" />
        </label>
        <textarea
          id={fieldId}
          name="message"
          className={`textarea min-h-36 w-full ${invalid ? 'textarea-error' : ''}`}
          placeholder={i18n._({
            id: 'feedback.whatWorksWellWhatGetsIn',
            message: 'What works well, what gets in your way, what you would like next…',
          })}
          value={message}
          maxLength={FEEDBACK_MAX}
          aria-describedby={hintId}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            setMessage(event.target.value)
            setInvalid(false)
          }}
          required
        />
        <p id={hintId} className="text-base-content/70 flex justify-between gap-4 text-xs">
          <span>
            <Trans
              id="feedback.between10And2000Characters"
              message="Between {min} and {max} characters. The operator of this site reads every note."
              values={{ min: formatNumber(FEEDBACK_MIN), max: formatNumber(FEEDBACK_MAX) }}
            />
          </span>
          <span aria-hidden="true" className="shrink-0 whitespace-nowrap tabular-nums">
            {formatNumber(message.length)} / {formatNumber(FEEDBACK_MAX)}
          </span>
        </p>
      </div>
      <div>
        <PendingButton type="submit" pending={sendFeedback.isPending} className="btn-primary">
          <Trans id="feedback.sendFeedback" message="Send feedback" />
        </PendingButton>
      </div>
    </form>
  )
}
