import { Trans, useLingui } from '@lingui/react'
import { GRID_LIMIT_MESSAGES } from '@domain/grid'
import { localText } from '../../lib/texts'

interface RowControlsProps {
  canAdd: boolean
  canRemove: boolean
  onAdd: () => void
  onRemove: () => void
}

/**
 * "Add row" and "Remove empty row" under the canvas in edit mode (ADR 0056): rows for selecting or
 * dragging into. At the cap the limit is said before the click, as Pro locks are.
 */
export function RowControls({ canAdd, canRemove, onAdd, onRemove }: RowControlsProps) {
  const { i18n } = useLingui()
  return (
    <div
      className="flex flex-wrap items-center gap-2"
      role="group"
      aria-label={i18n._({ id: 'editor.rows', message: 'Rows' })}
    >
      <button type="button" className="btn btn-sm" onClick={onAdd} disabled={!canAdd}>
        <Trans id="editor.addRow" message="Add row" />
      </button>
      <button type="button" className="btn btn-sm btn-ghost" onClick={onRemove} disabled={!canRemove}>
        <Trans id="editor.removeEmptyRow" message="Remove empty row" />
      </button>
      {canAdd ? null : <span className="text-base-content/70 text-sm">{localText(GRID_LIMIT_MESSAGES.rows)}</span>}
    </div>
  )
}
