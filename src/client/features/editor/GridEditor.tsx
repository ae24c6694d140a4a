import { useLingui } from '@lingui/react'
import { useEffect, useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import {
  layoutIn,
  PLACED_ON_PHONE_MESSAGE,
  withEveryTileOnPhone,
  notOnMobile,
  patchTileData,
  roomOnMobileFor,
  roomSuggestionText,
  tilesIn,
  withTileOfType,
  type Draft,
  type View,
} from '@domain/editor-model'
import { canAddRow, canRemoveEmptyRow, withEmptyRowRemoved, withRowAdded } from '@domain/editor-rows'
import { fontById } from '@domain/fonts'
import { placeImported } from '@domain/imports/place-imported'
import type { GridContent } from '@domain/grid-content'
import { MAX_TILES, pageLocale } from '@domain/grid'
import { LAYOUT_MESSAGES } from '@domain/layout'
import { selectionRectangle, toggleCell } from '@domain/layout-selection'
import { lookShownFor } from '@domain/plans'
import { themeByName } from '@domain/themes'
import { PageTitle } from '../../components/PageTitle'
import { opensInEditMode } from '../../lib/editor-address'
import { useViewer } from '../../lib/session'
import { DraftControls } from './DraftControls'
import { EditingTips } from './EditingTips'
import { EditorHeader } from './EditorHeader'
import { EditorToolbar } from './EditorToolbar'
import { EditTileModal, type TileEdit } from './EditTileModal'
import { GridCanvas, type CanvasMode } from './GridCanvas'
import { LeaveWithDraftDialog } from './LeaveWithDraftDialog'
import { DomainPanel } from './DomainPanel'
import { ImportModal } from './ImportModal'
import { NoticePanel } from './NoticePanel'
import { NotOnMobilePanel } from './NotOnMobilePanel'
import { PhonePageWarning } from './PhonePageWarning'
import { RowControls } from './RowControls'
import { SettingsPanel } from './SettingsPanel'
import { TileCatalogueModal } from './TileCatalogueModal'
import { TransferPanel } from './TransferPanel'
import { useAnnouncer } from './useAnnouncer'
import { useCellSelection } from './useCellSelection'
import { useGrainSetting } from './useGrainSetting'
import { useGridEditor } from './useGridEditor'
import { usePlanRules } from './usePlanRules'
import { useTileActions, type Editing } from './useTileActions'
import { useUndoShortcuts } from './useUndoShortcuts'
import { localText } from '../../lib/texts'
import { EDITOR_WORDS } from '../../lib/tile-words'

interface GridEditorProps {
  name: string
  /** The content as last saved (kept current by the saves); the editor starts from it. */
  content: GridContent
}

/** The editor screen: its modes (view, edit, preview), the canvas, the settings and the dialogs, wired together. */
export function GridEditor({ name, content }: GridEditorProps) {
  const { i18n } = useLingui()
  const viewer = useViewer()
  const editor = useGridEditor(name, content)
  const { draft, rows, status, revision, commit } = editor
  const unpublished = status !== 'published'
  const [view, setView] = useState<View>(() => (window.matchMedia('(max-width: 639px)').matches ? 'mobile' : 'desktop'))
  const [editModeChosen, setEditModeChosen] = useState(opensInEditMode)
  // Unpublished changes keep the editor in edit mode: it is left by Save or Discard (ADR 0019).
  const editing = editModeChosen || unpublished
  const [previewing, setPreviewing] = useState(false)
  const [catalogueOpen, setCatalogueOpen] = useState(false)
  const [importOpen, setImportOpen] = useState(false)
  const [editingTile, setEditingTile] = useState<Editing>()
  const { selection, select, clear: clearSelection, wrongSelection, markWrongSelection } = useCellSelection(revision)
  const { announcement, announce, clearAnnouncement } = useAnnouncer()
  const planRules = usePlanRules(viewer.plan, draft)
  const grain = useGrainSetting(draft, revision, planRules.allows, commit)
  const instructionsId = useId()
  const editToggleRef = useRef<HTMLButtonElement>(null)
  usePlaceEveryTileOnPhone(draft, commit)

  /**
   * Undo and redo, said aloud: the canvas changes without the focus moving. A grain value still
   * waiting for the slider to rest is the newest change: saved first, it is what undo takes back,
   * and like any change it leaves nothing to redo.
   */
  function undo() {
    if (!grain.settle() && !editor.canUndo) return
    editor.undo()
    announce(i18n._({ id: 'editor.announce.undone', message: 'Undone' }))
  }
  function redo() {
    if (grain.settle() || !editor.canRedo) return
    editor.redo()
    announce(i18n._({ id: 'editor.announce.redone', message: 'Redone' }))
  }
  useUndoShortcuts(undo, redo)

  const placements = tilesIn(draft, view)
  const missingOnMobile = notOnMobile(draft)
  const look = previewing ? lookShownFor(viewer.plan, draft) : draft
  const mode: CanvasMode = previewing ? 'preview' : editing ? 'edit' : 'view'
  const layout = layoutIn(draft, view, mode === 'edit', rows[view])
  const selectedRect = selectionRectangle(selection, placements, layout)

  /**
   * A closing dialog gives the focus back to what opened it; when that is gone (a removed tile, the
   * ADD button of a cleared selection), the tile the dialog was about takes it, else the Edit toggle.
   */
  function keepFocusAfterDialog(tileId?: string) {
    requestAnimationFrame(() => {
      if (document.activeElement && document.activeElement !== document.body) return
      const handle = tileId ? document.querySelector<HTMLElement>(`[data-tile-id="${tileId}"]`) : null
      ;(handle ?? editToggleRef.current)?.focus()
    })
  }

  function closeEdit(tileId?: string) {
    setEditingTile(undefined)
    keepFocusAfterDialog(tileId)
  }

  const tiles = useTileActions({
    draft,
    view,
    commit,
    announce,
    selectedRect,
    clearSelection,
    closeCatalogue: () => setCatalogueOpen(false),
    editing: editingTile,
    openEdit: setEditingTile,
    closeEdit,
    keepFocusAfterDialog,
    leaveEditMode: () => setEditModeChosen(false),
  })

  /** Switching mode or layout starts afresh: no selection, nothing announced. */
  function switchMode(next: { editing: boolean; previewing: boolean; view: View }) {
    setEditModeChosen(next.editing)
    setPreviewing(next.previewing)
    setView(next.view)
    clearSelection()
    clearAnnouncement()
  }

  /** The Edit/Save toggle: Save publishes the draft, and edit mode is left once visitors see it. */
  async function toggleEditing() {
    if (!editing) {
      switchMode({ editing: true, previewing: false, view })
      return
    }
    clearSelection()
    if (await editor.publish()) {
      switchMode({ editing: false, previewing: false, view })
      announce(i18n._({ id: 'editor.announce.published', message: 'Published: visitors see your changes.' }))
    }
  }

  async function discard() {
    const discarded = await editor.discard()
    if (discarded) {
      switchMode({ editing: false, previewing: false, view })
      announce(i18n._({ id: 'editor.changesDiscarded', message: 'Changes discarded: this is the published page.' }))
    }
    return discarded
  }

  function openCatalogue() {
    if (!selectedRect) {
      markWrongSelection()
      announce(localText(LAYOUT_MESSAGES.wrongSelection))
      return
    }
    setCatalogueOpen(true)
  }

  /** Theme, font and logo: judged by the plan rules first, then saved. */
  function changeLook(change: (current: Draft) => Draft) {
    if (planRules.allows(change(draft))) void commit(change)
  }

  // The Edit modal's tile, always as the draft has it now.
  let edit: TileEdit | undefined
  if (editingTile && 'newTile' in editingTile) {
    edit = { tile: editingTile.newTile, isNew: true, onMobile: editingTile.view === 'mobile' }
  } else if (editingTile) {
    const tile = draft.tiles.find((candidate) => candidate.id === editingTile.tileId)
    const onMobile =
      editingTile.view === 'mobile' && draft.mobileTiles.some((placed) => placed.id === editingTile.tileId)
    edit = tile ? { tile, isNew: false, onMobile } : undefined
  }

  return (
    <div className="bg-base-200 min-h-dvh">
      <PageTitle>{i18n._({ id: 'editor.pageTitle', message: 'Edit {name}', values: { name } })}</PageTitle>
      <EditorHeader
        name={name}
        active={content.active}
        status={status}
        previewing={previewing}
        onPreviewChange={(next) => switchMode({ editing: false, previewing: next, view })}
      />
      <main className="mx-auto grid max-w-7xl gap-6 px-3 py-4 sm:px-6 sm:py-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-3">
          <EditorToolbar
            view={view}
            onViewChange={(next) => switchMode({ editing, previewing, view: next })}
            editing={editing}
            onToggleEditing={() => void toggleEditing()}
            editToggleRef={editToggleRef}
            selectedCount={selection.length}
            onClearSelection={clearSelection}
            onAdd={openCatalogue}
            full={draft.tiles.length >= MAX_TILES}
            draftControls={
              <DraftControls
                canUndo={editor.canUndo}
                canRedo={editor.canRedo}
                onUndo={undo}
                onRedo={redo}
                unpublished={unpublished}
                onDiscard={discard}
              />
            }
          />

          {wrongSelection ? (
            <div role="alert" className="alert alert-soft alert-error text-base-content py-2 text-sm">
              {localText(LAYOUT_MESSAGES.wrongSelection)}
            </div>
          ) : (
            <p className="text-base-content/70 min-h-5 text-sm">
              {previewing
                ? unpublished
                  ? i18n._({
                      id: 'editor.whatVisitorsWillSee',
                      message: 'This is what visitors will see once you Save.',
                    })
                  : i18n._({ id: 'editor.whatVisitorsSee', message: 'This is what visitors see.' })
                : editing
                  ? i18n._({
                      id: 'editor.selectEmptyCellsHint',
                      message:
                        'Select empty cells that form a rectangle, then ADD. Click a tile to edit it, drag it to move it.',
                    })
                  : 'Press Edit to add, move and change tiles.'}
            </p>
          )}

          <GridCanvas
            gridName={name}
            view={view}
            mode={mode}
            tiles={placements}
            layout={layout}
            selection={selection}
            theme={themeByName(look.theme)}
            font={fontById(look.settings.fontId)}
            grain={previewing && viewer.plan !== 'pro' ? look.settings.grainEffect : grain.percent / 100}
            showLogo={look.settings.showLogo}
            locale={pageLocale(look.settings, viewer.locale)}
            instructionsId={instructionsId}
            onToggleCell={(cell) => select(toggleCell(selection, cell))}
            onSelectCells={select}
            onClearSelection={clearSelection}
            onOpenTile={(tileId) => setEditingTile({ tileId, view })}
            onMoveTile={tiles.move}
            onResizeTile={tiles.resize}
            onNudgeTile={tiles.nudgeTile}
          />

          {mode === 'edit' ? (
            <RowControls
              canAdd={canAddRow({ draft, rows }, view)}
              canRemove={canRemoveEmptyRow({ draft, rows }, view)}
              onAdd={() => {
                if (editor.changeRows((current) => withRowAdded(current, view)))
                  announce(
                    i18n._({
                      id: 'editor.announce.rowAdded',
                      message: 'Row added: {rows, plural, one {# row} other {# rows}}',
                      values: { rows: layout.rows + 1 },
                    }),
                  )
              }}
              onRemove={() => {
                if (editor.changeRows((current) => withEmptyRowRemoved(current, view)))
                  announce(
                    i18n._({
                      id: 'editor.announce.rowRemoved',
                      message: 'Empty row removed: {rows, plural, one {# row} other {# rows}}',
                      values: { rows: layout.rows - 1 },
                    }),
                  )
              }}
            />
          ) : null}

          <p role="status" className="text-base-content/70 min-h-5 text-sm" aria-live="polite">
            {announcement}
          </p>
        </div>

        <aside
          className="flex flex-col gap-4"
          aria-label={i18n._({ id: 'editor.pageSettings', message: 'Page settings' })}
        >
          {view === 'desktop' && !previewing && missingOnMobile.length > 0 ? (
            <PhonePageWarning
              count={missingOnMobile.length}
              onShowPhoneLayout={() => switchMode({ editing, previewing, view: 'mobile' })}
            />
          ) : null}
          <SettingsPanel
            plan={viewer.plan}
            theme={draft.theme}
            settings={draft.settings}
            grainPercent={grain.percent}
            onThemeChange={(theme) => changeLook((current) => ({ ...current, theme }))}
            onFontChange={(fontId) =>
              changeLook((current) => ({ ...current, settings: { ...current.settings, fontId } }))
            }
            onGrainChange={grain.change}
            onShowLogoChange={(showLogo) =>
              changeLook((current) => ({ ...current, settings: { ...current.settings, showLogo } }))
            }
            onSensitiveChange={(sensitive) =>
              changeLook((current) => ({ ...current, settings: { ...current.settings, sensitive } }))
            }
            onLocaleChange={(locale) =>
              changeLook((current) => {
                // "Same as my account" is no language of the page's own: the setting is left out.
                const { locale: _previous, ...settings } = current.settings
                return { ...current, settings: locale ? { ...settings, locale } : settings }
              })
            }
          />
          {previewing ? null : <NoticePanel gridName={name} />}
          {previewing ? null : (
            <TransferPanel gridName={name} unpublished={unpublished} onImport={() => setImportOpen(true)} />
          )}
          {previewing ? null : <DomainPanel gridName={name} plan={viewer.plan} />}
          {view === 'mobile' && missingOnMobile.length > 0 ? (
            <NotOnMobilePanel
              tiles={missingOnMobile}
              onPlace={tiles.placeOnMobileAutomatically}
              roomFor={(tile) =>
                roomOnMobileFor(draft, tile.id).map((suggestion) => ({
                  suggestion,
                  text: roomSuggestionText(draft, suggestion, EDITOR_WORDS),
                }))
              }
              onMakeRoom={tiles.makeRoomOnMobile}
            />
          ) : null}
          {previewing ? null : <EditingTips id={instructionsId} />}
        </aside>
      </main>

      <LeaveWithDraftDialog unpublished={unpublished} />
      <TileCatalogueModal
        open={catalogueOpen}
        plan={viewer.plan}
        view={view}
        rect={selectedRect}
        notOnMobile={view === 'mobile' ? missingOnMobile : []}
        onClose={() => {
          setCatalogueOpen(false)
          keepFocusAfterDialog()
        }}
        planProblemOf={(type) => planRules.problemWith(withTileOfType(draft, type))}
        onPick={tiles.addTile}
        onPlace={tiles.placeOnMobileInSelection}
      />
      <ImportModal
        open={importOpen}
        gridName={name}
        plan={viewer.plan}
        draft={draft}
        onClose={() => {
          setImportOpen(false)
          keepFocusAfterDialog()
        }}
        onImport={(result) => commit((current) => placeImported(current, result, viewer.plan).draft)}
      />
      <EditTileModal
        edit={edit}
        theme={themeByName(draft.theme)}
        plan={viewer.plan}
        onClose={() => closeEdit(edit && !edit.isNew ? edit.tile.id : undefined)}
        onSave={tiles.save}
        onRemove={(tile) => void tiles.remove(tile)}
        onHideOnMobile={tiles.hide}
        onImageUploaded={(tile, url) => void commit((current) => patchTileData(current, tile.id, { image: url }))}
      />
    </div>
  )
}

/**
 * On the first load, tiles an older save left off the phone page are placed there (ADR 0056): a
 * draft change the owner sees, said once, and publishes with Save.
 */
function usePlaceEveryTileOnPhone(draft: Draft, commit: (change: (current: Draft) => Draft) => Promise<boolean>) {
  const checked = useRef(false)
  useEffect(() => {
    if (checked.current) return
    checked.current = true
    if (withEveryTileOnPhone(draft) === draft) return
    void commit(withEveryTileOnPhone)
    toast.info(PLACED_ON_PHONE_MESSAGE)
  }, [draft, commit])
}
