import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react'
import { useId, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import type { Draft } from '@domain/editor-model'
import {
  IMPORT_FORMAT_NAMES,
  IMPORT_FORMATS,
  IMPORT_MESSAGES,
  MAX_IMPORT_BYTES,
  type ImportFormat,
} from '@domain/imports/formats'
import { placeImported, type ImportPlan } from '@domain/imports/place-imported'
import type { Plan } from '@domain/plans'
import { sayPhrase } from '@domain/text'
import { Modal } from '../../components/Modal'
import { PendingButton } from '../../components/PendingButton'
import type { ImportResult } from '@domain/imports/import-api'
import { readImport } from './import-api'
import { localText } from '../../lib/texts'

/** What each format's file is, in the picker's words. */
const FORMAT_HINTS: Record<ImportFormat, MessageDescriptor> = {
  linkstack: /*i18n*/ {
    id: 'editor.importHintLinkstack',
    message: 'The JSON file of “Export all” or “Export links” in your LinkStack settings.',
  },
  openbento: /*i18n*/ { id: 'editor.importHintOpenbento', message: 'The JSON file OpenBento exports.' },
  linktree: /*i18n*/ {
    id: 'editor.importHintLinktree',
    message: 'Your Linktree page saved from the browser (Ctrl+S or View source, then save): an .html file.',
  },
  tessera: /*i18n*/ {
    id: 'editor.importHintTessera',
    message: 'A Tessera file (.tessera.json) downloaded from any Tessera page. It replaces this page’s tiles and look.',
  },
}

interface ImportModalProps {
  open: boolean
  gridName: string
  plan: Plan
  draft: Draft
  onClose: () => void
  /** Lands the import in the draft (Save publishes it, Discard and undo take it back). */
  onImport: (result: ImportResult) => Promise<boolean>
}

/** "Import": pick a file, see what will be added and skipped, then add it to the draft. */
export function ImportModal({ open, onClose, ...props }: ImportModalProps) {
  const { i18n } = useLingui()
  return (
    <Modal open={open} onClose={onClose} title={i18n._({ id: 'editor.importAPage', message: 'Import a page' })}>
      <ImportForm onClose={onClose} {...props} />
    </Modal>
  )
}

function ImportForm({ gridName, plan, draft, onClose, onImport }: Omit<ImportModalProps, 'open'>) {
  const { i18n } = useLingui()
  const [format, setFormat] = useState<ImportFormat>('linkstack')
  const [file, setFile] = useState<File>()
  const [reading, setReading] = useState(false)
  const [problem, setProblem] = useState<string>()
  const [read, setRead] = useState<{ result: ImportResult; preview: ImportPlan }>()
  const preview = read?.preview
  const [adding, setAdding] = useState(false)
  const formatId = useId()
  const fileId = useId()
  const hintId = useId()
  const problemId = useId()

  async function readFile(event: FormEvent) {
    event.preventDefault()
    setProblem(undefined)
    setRead(undefined)
    if (!file) {
      setProblem(i18n._({ id: 'editor.chooseAFileToImport', message: 'Choose a file to import.' }))
      return
    }
    // Refused here before it is read or sent; the server refuses it too.
    if (file.size > MAX_IMPORT_BYTES) {
      setProblem(localText(IMPORT_MESSAGES.tooLarge))
      return
    }
    setReading(true)
    try {
      const result = await readImport(gridName, format, await file.text())
      setRead({ result, preview: placeImported(draft, result, plan) })
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
    } finally {
      setReading(false)
    }
  }

  async function add() {
    if (!read || !preview) return
    setAdding(true)
    const saved = await onImport(read.result)
    setAdding(false)
    if (!saved) return
    const count = preview.added.length
    toast.success(
      i18n._({
        id: 'editor.tilesAddedToDraft',
        message:
          '{count, plural, one {# tile added to your draft.} other {# tiles added to your draft.}} Save publishes them.',
        values: { count },
      }),
    )
    onClose()
  }

  return (
    <form className="flex flex-col gap-4" onSubmit={(event) => void readFile(event)}>
      <div className="flex flex-col gap-1">
        <label htmlFor={formatId} className="text-sm font-medium">
          <Trans id="editor.from" message="From" />
        </label>
        <select
          id={formatId}
          className="select select-bordered w-full"
          value={format}
          aria-describedby={hintId}
          data-autofocus
          onChange={(event) => {
            setFormat(event.target.value as ImportFormat)
            setRead(undefined)
          }}
        >
          {IMPORT_FORMATS.map((option) => (
            <option key={option} value={option}>
              {IMPORT_FORMAT_NAMES[option]}
            </option>
          ))}
        </select>
        <p id={hintId} className="text-base-content/70 text-sm">
          {i18n._(FORMAT_HINTS[format])}
        </p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={fileId} className="text-sm font-medium">
          <Trans id="editor.file" message="File" />
        </label>
        <input
          id={fileId}
          type="file"
          className="file-input file-input-bordered w-full"
          accept={format === 'linktree' ? '.html,.htm,text/html' : '.json,application/json'}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0])
            setRead(undefined)
            setProblem(undefined)
          }}
        />
      </div>
      {problem ? (
        <p id={problemId} role="alert" className="text-error text-sm">
          {problem}
        </p>
      ) : null}
      {preview ? <ImportPreview plan={preview} /> : null}
      <div className="modal-action mt-0 flex-wrap">
        <button type="button" className="btn btn-ghost" onClick={onClose}>
          <Trans id="common.cancel" message="Cancel" />
        </button>
        {preview && preview.added.length > 0 ? (
          <PendingButton pending={adding} className="btn-primary" onClick={() => void add()}>
            <Trans id="editor.addToDraft" message="Add to draft" />
          </PendingButton>
        ) : (
          <PendingButton type="submit" pending={reading} className="btn-primary">
            {reading ? (
              <Trans id="editor.reading" message="Reading…" />
            ) : (
              <Trans id="editor.preview" message="Preview" />
            )}
          </PendingButton>
        )}
      </div>
    </form>
  )
}

/** The preview: the sentence, then what is added and what is skipped, each item on its line. */
function ImportPreview({ plan }: { plan: ImportPlan }) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      className="bg-base-200 flex flex-col gap-2 rounded-box p-3 text-sm"
      aria-live="polite"
    >
      <h3 id={headingId} className="font-semibold">
        <Trans id="editor.preview" message="Preview" />
      </h3>
      <p>
        {plan.added.length === 0 ? (
          <Trans
            id="editor.noTilesWillBeAdded"
            message="0 tiles will be added: nothing in this file could be imported."
          />
        ) : (
          <Trans
            id="editor.tilesWillBeAdded"
            message="{count, plural, one {# tile will be added:} other {# tiles will be added:}}"
            values={{ count: plan.added.length }}
          />
        )}
      </p>
      {plan.added.length > 0 ? (
        <ul className="max-h-40 list-inside list-disc overflow-y-auto">
          {plan.added.map((label, index) => (
            <li key={index}>{sayPhrase(label, localText)}</li>
          ))}
        </ul>
      ) : null}
      {plan.skipped.length > 0 ? (
        <>
          <p>
            <Trans id="editor.skipped" message="Skipped {count}:" values={{ count: plan.skipped.length }} />
          </p>
          <ul className="text-base-content/80 max-h-40 list-inside list-disc overflow-y-auto break-words">
            {plan.skipped.map((item, index) => (
              <li key={index}>
                {sayPhrase(item.item, localText)}{' '}
                <span className="text-base-content/60">({sayPhrase(item.reason, localText)})</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  )
}
