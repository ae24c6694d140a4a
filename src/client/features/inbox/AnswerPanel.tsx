import { Trans, useLingui } from '@lingui/react'
import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import { toast } from 'sonner'
import { localText } from '../../lib/texts'
import { ANSWER_MAX, ANSWER_TEXTS, AnswerBody, type MessageAnswer } from '@domain/answers'
import { fieldOfError } from '@domain/errors'
import type { InboxMessage } from '@domain/messages'
import type { StoredTile } from '@domain/grid'
import { ANSWERS_TILE } from '@domain/tile-types'
import { textField } from '@domain/tile-fields'
import { PendingButton } from '../../components/PendingButton'
import { ApiError } from '../../lib/api'
import { useAddQaTile, useAnswerGrid, usePublishAnswer, useWithdrawAnswer } from './answers-api'

interface AnswerPanelProps {
  message: InboxMessage
  /** The owner's grids, to choose where the answer shows. */
  gridNames: string[]
}

/**
 * The message's public answer (ADR 0022): shown with Edit and Withdraw once published, else an
 * "Answer publicly" button that opens the form.
 */
export function AnswerPanel({ message, gridNames }: AnswerPanelProps) {
  const { i18n } = useLingui()
  const [answer, setAnswer] = useState<MessageAnswer | null>(message.answer)
  const [editing, setEditing] = useState(false)
  const withdraw = useWithdrawAnswer()

  if (editing) {
    return (
      <AnswerForm
        message={message}
        answer={answer}
        gridNames={gridNames}
        onPublished={(published) => {
          setAnswer(published)
          setEditing(false)
        }}
        onCancel={() => setEditing(false)}
      />
    )
  }
  if (!answer) {
    return (
      <div>
        <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing(true)}>
          <Trans id="inbox.answerPublicly" message="Answer publicly" />
        </button>
      </div>
    )
  }
  return (
    <section
      aria-label={i18n._({ id: 'inbox.yourPublicAnswer', message: 'Your public answer' })}
      className="flex flex-col gap-2"
    >
      <p className="text-sm font-semibold">
        <Trans
          id="inbox.yourAnswerShownOn"
          message="Your answer, shown on <0>/{grid}</0>"
          values={{ grid: answer.grid }}
          components={{ 0: <a className="link link-primary" href={`/${answer.grid}`} /> }}
        />
      </p>
      <p dir="auto" className="border-primary border-l-4 pl-3 break-words whitespace-pre-wrap">
        {answer.body}
      </p>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-sm" onClick={() => setEditing(true)}>
          <Trans id="inbox.editAnswer" message="Edit answer" />
        </button>
        <PendingButton
          className="btn-sm btn-ghost text-error-strong"
          pending={withdraw.isPending}
          onClick={() =>
            withdraw.mutate(message.id, {
              onSuccess: () => {
                setAnswer(null)
                toast.success(localText(ANSWER_TEXTS.withdrawn))
              },
              onError: (error) => toast.error(error.message),
            })
          }
        >
          <Trans id="inbox.withdrawAnswer" message="Withdraw answer" />
        </PendingButton>
      </div>
    </section>
  )
}

interface AnswerFormProps {
  message: InboxMessage
  answer: MessageAnswer | null
  gridNames: string[]
  onPublished: (answer: MessageAnswer) => void
  onCancel: () => void
}

function AnswerForm({ message, answer, gridNames, onPublished, onCancel }: AnswerFormProps) {
  const { i18n } = useLingui()
  const publish = usePublishAnswer()
  const [body, setBody] = useState(answer?.body ?? '')
  const [grid, setGrid] = useState(answer?.grid ?? message.grid)
  const [showUsername, setShowUsername] = useState(answer?.showUsername ?? false)
  const [problem, setProblem] = useState<{ field: 'body' | 'grid'; message: string } | null>(null)
  const bodyId = useId()
  const gridId = useId()
  const problemId = useId()
  const grids = gridNames.includes(grid) ? gridNames : [grid, ...gridNames]

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const parsed = AnswerBody.safeParse({ grid, body, showUsername })
    if (!parsed.success) {
      setProblem({ field: 'body', message: localText(parsed.error.issues[0]?.message ?? ANSWER_TEXTS.empty) })
      return
    }
    publish.mutate(
      { id: message.id, answer: parsed.data },
      {
        onSuccess: (published) => {
          toast.success(localText(ANSWER_TEXTS.published))
          onPublished(published)
        },
        onError: (error) =>
          setProblem({
            field: error instanceof ApiError && fieldOfError(error.code) === 'grid' ? 'grid' : 'body',
            message: error.message,
          }),
      },
    )
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-3"
      aria-label={i18n._({ id: 'inbox.answerPublicly', message: 'Answer publicly' })}
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={bodyId} className="text-sm font-semibold">
          <Trans id="inbox.yourAnswer" message="Your answer" />
        </label>
        <textarea
          id={bodyId}
          name="answer"
          className={`textarea min-h-28 w-full ${problem?.field === 'body' ? 'textarea-error' : ''}`}
          value={body}
          maxLength={ANSWER_MAX}
          aria-invalid={problem?.field === 'body' || undefined}
          aria-describedby={problem?.field === 'body' ? problemId : undefined}
          onChange={(event) => {
            setBody(event.target.value)
            setProblem(null)
          }}
          autoFocus
        />
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={gridId} className="text-sm font-semibold">
          <Trans id="inbox.showOn" message="Show on" />
        </label>
        <select
          id={gridId}
          name="grid"
          className={`select w-full ${problem?.field === 'grid' ? 'select-error' : ''}`}
          value={grid}
          aria-invalid={problem?.field === 'grid' || undefined}
          aria-describedby={problem?.field === 'grid' ? problemId : undefined}
          onChange={(event) => {
            setGrid(event.target.value)
            setProblem(null)
          }}
        >
          {grids.map((name) => (
            <option key={name} value={name}>
              /{name}
            </option>
          ))}
        </select>
        <QaTilePlace key={grid} grid={grid} />
      </div>
      {message.authorUsername ? (
        <label className="flex cursor-pointer items-center gap-3 text-sm">
          <input
            type="checkbox"
            name="showUsername"
            className="checkbox checkbox-primary checkbox-sm"
            checked={showUsername}
            onChange={(event) => setShowUsername(event.target.checked)}
          />
          <Trans
            id="inbox.showWithTheQuestion"
            message="Show @{authorUsername} with the question"
            values={{ authorUsername: message.authorUsername }}
          />
        </label>
      ) : (
        <p className="text-base-content/70 text-xs">
          <Trans id="inbox.theQuestionIsShownAsFrom" message="The question is shown as from “Anonymous”." />
        </p>
      )}
      {problem ? (
        <p id={problemId} role="alert" className="text-error-strong text-sm">
          {problem.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <PendingButton type="submit" className="btn-primary btn-sm" pending={publish.isPending}>
          {answer ? (
            <Trans id="inbox.saveAnswer" message="Save answer" />
          ) : (
            <Trans id="inbox.publishAnswer" message="Publish answer" />
          )}
        </PendingButton>
        <button type="button" className="btn btn-sm" onClick={onCancel}>
          <Trans id="common.cancel" message="Cancel" />
        </button>
      </div>
    </form>
  )
}

const qaTileOf = (tiles: readonly StoredTile[] | undefined) => tiles?.find((tile) => tile.type === ANSWERS_TILE)

/**
 * Where the answer will show, said before anything is written: the grid's Q&A tile by its title,
 * or the one in its draft, or an offer to add one (to the draft, placed by the placement rules),
 * while what is written stays in the form.
 */
function QaTilePlace({ grid }: { grid: string }) {
  const content = useAnswerGrid(grid)
  const addQaTile = useAddQaTile()
  const [noRoom, setNoRoom] = useState(false)
  if (!content.data) return null
  const published = qaTileOf(content.data.tiles)
  if (published) {
    const header = textField(published.data, 'header')
    return (
      <p className="text-base-content/70 text-xs">
        {localText(header ? ANSWER_TEXTS.shownIn : ANSWER_TEXTS.shownInUntitled, { grid, header })}
      </p>
    )
  }
  if (qaTileOf(content.data.draft?.tiles)) {
    return (
      <p role="status" className="text-base-content/70 text-xs">
        {localText(addQaTile.isSuccess ? ANSWER_TEXTS.qaTileAdded : ANSWER_TEXTS.shownInDraft, { grid })}{' '}
        <a className="link link-primary" href={`/${grid}#edit`} target="_blank" rel="noopener">
          <Trans id="inbox.openTheEditor" message="Open the editor" />
        </a>
      </p>
    )
  }
  return (
    <div className="bg-base-200 rounded-box flex flex-col items-start gap-2 p-3 text-sm">
      <p>{localText(ANSWER_TEXTS.noQaTileYet, { grid })}</p>
      {noRoom ? (
        <p role="alert" className="text-error-strong">
          {localText(ANSWER_TEXTS.noRoomForQaTile, { grid })}
        </p>
      ) : null}
      <PendingButton
        className="btn-sm btn-outline"
        pending={addQaTile.isPending}
        onClick={() =>
          addQaTile.mutate(content.data, {
            onSuccess: (saved) => setNoRoom(!saved),
            onError: (error) => toast.error(error.message),
          })
        }
      >
        {localText(ANSWER_TEXTS.addQaTile)}
      </PendingButton>
    </div>
  )
}
