import { Trans, useLingui } from '@lingui/react'
import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { MODERATION_TEXTS, PAUSE_NOTE_MAX, type MessageBoxState } from '@domain/moderation'
import { PendingButton } from '../../components/PendingButton'
import { useMessageBoxes, usePauseMessageBox } from './api'
import { CardSection } from '../../components/CardSection'
import { localText } from '../../lib/texts'

/** Each grid's message box: pause it with a note visitors see instead of the form, or open it again. */
export function MessageBoxesSection() {
  const { i18n } = useLingui()
  const { data } = useMessageBoxes()
  return (
    <CardSection title={i18n._({ id: 'moderation.messageBoxes', message: 'Message boxes' })}>
      <ul className="flex flex-col gap-4">
        {data?.grids.map((box) => (
          <MessageBoxRow key={box.grid} box={box} />
        ))}
      </ul>
    </CardSection>
  )
}

function MessageBoxRow({ box }: { box: MessageBoxState }) {
  const [note, setNote] = useState(box.note)
  const pause = usePauseMessageBox()
  const noteId = useId()
  const change = (next: string | null) =>
    pause.mutate(
      { grid: box.grid, note: next },
      {
        onSuccess: () =>
          toast.success(localText(next === null ? MODERATION_TEXTS.resumed : MODERATION_TEXTS.pauseSaved)),
        onError: (error) => toast.error(error.message),
      },
    )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    change(note)
  }
  return (
    <li className="border-base-300 rounded-box border p-3">
      <form className="flex flex-col gap-2" onSubmit={submit}>
        <p className="font-semibold">
          /{box.grid}{' '}
          <span className={`badge badge-sm ${box.paused ? 'badge-warning' : 'badge-success'}`}>
            {box.paused ? (
              <Trans id="moderation.paused" message="Paused" />
            ) : (
              <Trans id="moderation.open" message="Open" />
            )}
          </span>
        </p>
        <label htmlFor={noteId} className="text-sm">
          <Trans id="moderation.noteShownInsteadOfTheForm" message="Note shown instead of the form (optional)" />
        </label>
        <input
          id={noteId}
          className="input w-full"
          maxLength={PAUSE_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <PendingButton type="submit" pending={pause.isPending} className="btn-sm btn-primary">
            {box.paused ? (
              <Trans id="moderation.updateNoteFor" message="Update note for /{grid}" values={{ grid: box.grid }} />
            ) : (
              <Trans id="moderation.pause" message="Pause /{grid}" values={{ grid: box.grid }} />
            )}
          </PendingButton>
          {box.paused ? (
            <button type="button" className="btn btn-sm" onClick={() => change(null)}>
              <Trans id="moderation.openAgain" message="Open /{grid} again" values={{ grid: box.grid }} />
            </button>
          ) : null}
        </div>
      </form>
    </li>
  )
}
