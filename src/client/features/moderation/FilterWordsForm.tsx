import { Trans, useLingui } from '@lingui/react'
import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { MODERATION_TEXTS } from '@domain/moderation'
import { PendingButton } from '../../components/PendingButton'
import { useSaveFilterWords } from './api'
import { CardSection } from '../../components/CardSection'
import { localText } from '../../lib/texts'

/** The word filter, one word or phrase per line. */
export function FilterWordsForm({ words }: { words: string[] }) {
  const { i18n } = useLingui()
  const [text, setText] = useState(words.join('\n'))
  const save = useSaveFilterWords()
  const fieldId = useId()
  const hintId = useId()
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate(text.split('\n'), {
      onSuccess: (saved) => {
        setText(saved.words.join('\n'))
        toast.success(localText(MODERATION_TEXTS.filterSaved))
      },
      onError: (error) => toast.error(error.message),
    })
  }
  return (
    <CardSection title={i18n._({ id: 'moderation.wordFilter', message: 'Word filter' })}>
      <form className="flex flex-col gap-3" onSubmit={submit}>
        <label htmlFor={fieldId} className="font-semibold">
          <Trans id="moderation.wordsAndPhrases" message="Words and phrases" />
        </label>
        <p id={hintId} className="text-base-content/70 text-sm">
          <Trans
            id="moderation.onePerLineMessagesThatContain"
            message="One per line. Messages that contain one (as whole words, any case or accents) go to Filtered instead of your inbox; the sender sees the usual “sent”."
          />
        </p>
        <textarea
          id={fieldId}
          aria-describedby={hintId}
          className="textarea w-full"
          rows={5}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <PendingButton type="submit" pending={save.isPending} className="btn-primary w-fit">
          <Trans id="moderation.saveFilter" message="Save filter" />
        </PendingButton>
      </form>
    </CardSection>
  )
}
