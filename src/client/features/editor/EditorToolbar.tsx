import { Trans, useLingui } from '@lingui/react'
import { GRID_LIMIT_MESSAGES } from '@domain/grid'
import type { ReactNode, Ref } from 'react'
import type { View } from '@domain/editor-model'
import { Icon } from './icons'
import { localText } from '../../lib/texts'

interface EditorToolbarProps {
  view: View
  onViewChange: (view: View) => void
  editing: boolean
  onToggleEditing: () => void
  editToggleRef: Ref<HTMLButtonElement>
  /** How many cells are selected (shown, with Clear and ADD, only while editing). */
  selectedCount: number
  onClearSelection: () => void
  onAdd: () => void
  /** The page holds as many tiles as it may (200): ADD is off and says so before the click. */
  full: boolean
  /** Undo, redo and discard, before the Edit/Save toggle. */
  draftControls: ReactNode
}

/** Above the canvas: the desktop/mobile switch, the selection's Clear and ADD, undo and redo, and the Edit/Save toggle. */
export function EditorToolbar({
  view,
  onViewChange,
  editing,
  onToggleEditing,
  editToggleRef,
  selectedCount,
  onClearSelection,
  onAdd,
  full,
  draftControls,
}: EditorToolbarProps) {
  const { i18n } = useLingui()
  const selectionText = selectedCount === 1 ? '1 cell selected' : `${selectedCount} cells selected`
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div className="join" role="group" aria-label={i18n._({ id: 'editor.layout', message: 'Layout' })}>
        <ViewButton view="desktop" current={view} onSelect={onViewChange} />
        <ViewButton view="mobile" current={view} onSelect={onViewChange} />
      </div>
      <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
        {editing && selectedCount > 0 ? (
          <>
            <span className="text-base-content/70 hidden text-sm sm:inline">{selectionText}</span>
            <button type="button" className="btn btn-sm btn-ghost" onClick={onClearSelection}>
              <Trans id="editor.clear" message="Clear" />
            </button>
            {full ? <span className="text-base-content/70 text-sm">{localText(GRID_LIMIT_MESSAGES.tiles)}</span> : null}
            <button type="button" className="btn btn-sm btn-primary" onClick={onAdd} disabled={full}>
              <Icon name="plus" />
              <Trans id="editor.addButton" message="ADD" />
            </button>
          </>
        ) : null}
        {draftControls}
        <button
          ref={editToggleRef}
          type="button"
          className={`btn btn-sm ${editing ? 'btn-neutral' : 'btn-primary'}`}
          onClick={onToggleEditing}
        >
          <Icon name={editing ? 'check' : 'pencil'} />
          {editing
            ? i18n._({ id: 'editor.toolbar.save', message: 'Save' })
            : i18n._({ id: 'editor.toolbar.edit', message: 'Edit' })}
        </button>
      </div>
    </div>
  )
}

function ViewButton({ view, current, onSelect }: { view: View; current: View; onSelect: (view: View) => void }) {
  const { i18n } = useLingui()
  const selected = view === current
  return (
    <button
      type="button"
      className={`btn btn-sm join-item ${selected ? 'btn-neutral' : 'btn-ghost bg-base-100'}`}
      aria-pressed={selected}
      onClick={() => onSelect(view)}
    >
      <Icon name={view === 'desktop' ? 'desktop' : 'phone'} />
      {view === 'desktop'
        ? i18n._({ id: 'editor.view.desktop', message: 'Desktop' })
        : i18n._({ id: 'editor.view.mobile', message: 'Mobile' })}
    </button>
  )
}
