import { useEffect, useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import { fontById } from '../../../domain/fonts'
import { DEFAULT_GRID_SETTINGS, type StoredTile, type TileType } from '../../../domain/grid'
import type { GridContent } from '../../../domain/grid-content'
import {
  LAYOUT_MESSAGES,
  LayoutError,
  placeOnMobile,
  type ArrowKey,
  type Cell,
  type Rect,
} from '../../../domain/layout'
import { selectionRectangle, toggleCell } from '../../../domain/layout-selection'
import { lookShownFor, PLAN_MESSAGES } from '../../../domain/plans'
import { themeByName } from '../../../domain/themes'
import { PageTitle } from '../../components/PageTitle'
import { useViewer } from '../../lib/session'
import { WIDGETS } from './catalogue'
import { ComponentsModal } from './ComponentsModal'
import {
  addComponent,
  cellPosition,
  hideOnMobile,
  LAYOUT_OF,
  moveIn,
  notOnMobile,
  nudge,
  patchTileData,
  placeOnMobileAt,
  removeEverywhere,
  resizeIn,
  sizeText,
  tilesIn,
  TILE_TYPE_NAMES,
  updateTileContent,
  type Added,
  type Draft,
  type View,
} from './editor-model'
import { EditorHeader } from './EditorHeader'
import { EditTileModal, type TileEdit } from './EditTileModal'
import { GridCanvas, type CanvasMode } from './GridCanvas'
import { Icon } from './icons'
import { SettingsPanel } from './SettingsPanel'
import type { TileData } from './TileForms'
import { useGridEditor } from './useGridEditor'

/** The spec: the grain setting is saved once the slider has rested this long. */
const GRAIN_SAVE_DELAY_MS = 650

const NOT_ON_MOBILE_NOTE = 'There was no room for it on mobile: place it in the mobile view.'

/** What the Edit modal is open for: a tile on the grid, or a link tile that is added once its form is valid. */
type Editing = { tileId: string; view: View } | { newTile: StoredTile; view: View; rect: Rect; type: TileType }

interface GridEditorProps {
  name: string
  /** The content as last saved (kept current by the saves); the editor starts from it. */
  content: GridContent
}

export function GridEditor({ name, content }: GridEditorProps) {
  const viewer = useViewer()
  const isFree = viewer.plan !== 'pro'
  const { draft, status, revision, commit } = useGridEditor(name, content)
  const [view, setView] = useState<View>(() => (window.matchMedia('(max-width: 639px)').matches ? 'mobile' : 'desktop'))
  const [editing, setEditing] = useState(false)
  const [previewing, setPreviewing] = useState(false)
  // Tagged with the revision: a grid reloaded from the server drops the selection made on the old one.
  const [selected, setSelected] = useState<{ revision: number; cells: Cell[] }>({ revision, cells: [] })
  const selection = selected.revision === revision ? selected.cells : []
  const setSelection = (cells: Cell[]) => setSelected({ revision, cells })
  const [wrongSelection, setWrongSelection] = useState(false)
  const [componentsOpen, setComponentsOpen] = useState(false)
  const [editingTile, setEditingTile] = useState<Editing>()
  const [announcement, setAnnouncement] = useState('')
  const grain = useDebouncedGrain(draft, revision, isFree, commit)
  const instructionsId = useId()
  const editToggleRef = useRef<HTMLButtonElement>(null)

  const layout = LAYOUT_OF[view]
  const placements = tilesIn(draft, view)
  const missingOnMobile = notOnMobile(draft)
  const look = previewing ? lookShownFor(viewer.plan, draft) : draft
  const mode: CanvasMode = previewing ? 'preview' : editing ? 'edit' : 'view'
  const selectedRect = selectionRectangle(selection, placements, layout)

  function announce(text: string) {
    // A repeated message must still be read out: alternate an invisible character.
    setAnnouncement((previous) => (previous === text ? `${text}\u200b` : text))
  }

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

  function clearSelection() {
    setSelection([])
    setWrongSelection(false)
  }

  function toggleEditing() {
    setEditing(!editing)
    setPreviewing(false)
    clearSelection()
    setAnnouncement('')
  }

  function changePreviewing(next: boolean) {
    setPreviewing(next)
    setEditing(false)
    clearSelection()
    setAnnouncement('')
  }

  function switchView(next: View) {
    setView(next)
    clearSelection()
    setAnnouncement('')
  }

  function openComponents() {
    if (!selectedRect) {
      setWrongSelection(true)
      announce(LAYOUT_MESSAGES.wrongSelection)
      return
    }
    setComponentsOpen(true)
  }

  /** A change the layout refuses (no room) throws before anything is shown: say why instead. */
  function tryCommit(change: (current: Draft) => Draft): Promise<boolean> | undefined {
    try {
      return commit(change)
    } catch (error) {
      if (!(error instanceof LayoutError)) throw error
      toast.error(error.message)
      announce(error.message)
      return undefined
    }
  }

  function addWidget(type: TileType) {
    if (!selectedRect) return
    const widget = WIDGETS.find((candidate) => candidate.type === type)!
    const rect = selectedRect
    if (!widget.savableEmpty) {
      // A link needs its address before it can be saved: its form comes first.
      try {
        const { tile } = addComponent(draft, view, rect, type)
        setComponentsOpen(false)
        clearSelection()
        setEditingTile({ newTile: tile, view, rect, type })
      } catch (error) {
        if (!(error instanceof LayoutError)) throw error
        toast.error(error.message)
      }
      return
    }
    const result: { added?: Added } = {}
    const saving = tryCommit((current) => {
      result.added = addComponent(current, view, rect, type)
      return result.added.draft
    })
    const { added } = result
    if (!saving || !added) return
    setComponentsOpen(false)
    clearSelection()
    announce(`${TILE_TYPE_NAMES[type]} added at ${cellPosition(rect)}`)
    if (!added.onMobile) toast.info(NOT_ON_MOBILE_NOTE)
    // The new tile is empty: its form opens, so it can be filled in at once.
    setEditingTile({ tileId: added.tile.id, view })
  }

  function placeTileOnMobile(tileId: string) {
    if (!selectedRect) return
    const rect = selectedRect
    if (tryCommit((current) => placeOnMobileAt(current, tileId, rect))) {
      setComponentsOpen(false)
      keepFocusAfterDialog(tileId)
      clearSelection()
      announce(`Placed at ${cellPosition(rect)} on mobile`)
    }
  }

  function placeTileAutomatically(tile: StoredTile) {
    const mobileTiles = placeOnMobile(draft.mobileTiles, tile)
    if (!mobileTiles) {
      toast.error('There is no free room for it on mobile. Free some cells first.')
      return
    }
    void commit((current) => ({
      ...current,
      mobileTiles: placeOnMobile(current.mobileTiles, tile) ?? current.mobileTiles,
    }))
    announce(`${TILE_TYPE_NAMES[tile.type]} placed on mobile`)
  }

  function moveTile(tileId: string, to: Cell) {
    if (tryCommit((current) => moveIn(current, view, tileId, to))) announce(`Moved to ${cellPosition(to)}`)
  }

  function resizeTile(tileId: string, width: number, height: number) {
    if (tryCommit((current) => resizeIn(current, view, tileId, width, height))) {
      announce(`Resized to ${sizeText({ width, height })}`)
    }
  }

  function nudgeTile(tileId: string, key: ArrowKey, resize: boolean) {
    const outcome = nudge(draft, view, tileId, key, resize)
    if (!outcome.ok) {
      announce(outcome.reason)
      return
    }
    void commit((current) => {
      const again = nudge(current, view, tileId, key, resize)
      return again.ok ? again.draft : current
    })
    announce(resize ? `Resized to ${sizeText(outcome.tile)}` : `Moved to ${cellPosition(outcome.tile)}`)
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

  function saveTile(tile: StoredTile, tileContent: { data: TileData; color: string }) {
    const pending = editingTile
    closeEdit(tile.id)
    if (pending && 'newTile' in pending) {
      const result: { added?: Added } = {}
      const saving = tryCommit((current) => {
        result.added = addComponent(current, pending.view, pending.rect, pending.type, tile.id)
        return updateTileContent(result.added.draft, tile.id, tileContent)
      })
      if (saving) {
        announce(`${TILE_TYPE_NAMES[pending.type]} added at ${cellPosition(pending.rect)}`)
        if (result.added && !result.added.onMobile) toast.info(NOT_ON_MOBILE_NOTE)
      }
      return
    }
    void commit((current) => updateTileContent(current, tile.id, tileContent))
  }

  async function removeWidget(tile: StoredTile) {
    closeEdit()
    setEditing(false)
    clearSelection()
    if (await commit((current) => removeEverywhere(current, tile.id))) toast.success('Component removed successfully!')
  }

  function hideTileOnMobile(tile: StoredTile) {
    closeEdit()
    void commit((current) => hideOnMobile(current, tile.id))
    announce(`${TILE_TYPE_NAMES[tile.type]} hidden on mobile`)
  }

  function changeTheme(theme: string) {
    if (isFree && themeByName(theme).premium) {
      toast.error(PLAN_MESSAGES.proTheme, { id: 'pro-theme' })
      return
    }
    void commit((current) => ({ ...current, theme }))
  }

  function changeFont(fontId: number) {
    if (isFree && fontId !== DEFAULT_GRID_SETTINGS.fontId) {
      toast.error(PLAN_MESSAGES.proFeature, { id: 'pro-feature' })
      return
    }
    void commit((current) => ({ ...current, settings: { ...current.settings, fontId } }))
  }

  function changeShowLogo(showLogo: boolean) {
    if (isFree && !showLogo) {
      toast.error(PLAN_MESSAGES.proFeature, { id: 'pro-feature' })
      return
    }
    void commit((current) => ({ ...current, settings: { ...current.settings, showLogo } }))
  }

  const selectionText = selection.length === 1 ? '1 cell selected' : `${selection.length} cells selected`
  return (
    <div className="bg-base-200 min-h-dvh">
      <PageTitle>{`Edit ${name}`}</PageTitle>
      <EditorHeader
        name={name}
        active={content.active}
        status={status}
        previewing={previewing}
        onPreviewChange={changePreviewing}
      />
      <main className="mx-auto grid max-w-7xl gap-6 px-3 py-4 sm:px-6 sm:py-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <div className="join" role="group" aria-label="Layout">
              <ViewButton view="desktop" current={view} onSelect={switchView} />
              <ViewButton view="mobile" current={view} onSelect={switchView} />
            </div>
            <div className="ml-auto flex flex-wrap items-center justify-end gap-2">
              {editing && selection.length > 0 ? (
                <>
                  <span className="text-base-content/70 hidden text-sm sm:inline">{selectionText}</span>
                  <button type="button" className="btn btn-sm btn-ghost" onClick={clearSelection}>
                    Clear
                  </button>
                  <button type="button" className="btn btn-sm btn-primary" onClick={openComponents}>
                    <Icon name="plus" />
                    ADD
                  </button>
                </>
              ) : null}
              <button
                ref={editToggleRef}
                type="button"
                className={`btn btn-sm ${editing ? 'btn-neutral' : 'btn-primary'}`}
                onClick={toggleEditing}
              >
                <Icon name={editing ? 'check' : 'pencil'} />
                {editing ? 'Save' : 'Edit'}
              </button>
            </div>
          </div>

          {wrongSelection ? (
            <div role="alert" className="alert alert-soft alert-error text-base-content py-2 text-sm">
              {LAYOUT_MESSAGES.wrongSelection}
            </div>
          ) : (
            <p className="text-base-content/70 min-h-5 text-sm">
              {previewing
                ? 'This is what visitors see.'
                : editing
                  ? 'Select empty cells that form a rectangle, then ADD. Click a tile to edit it, drag it to move it.'
                  : 'Press Edit to add, move and change tiles.'}
            </p>
          )}

          <GridCanvas
            gridName={name}
            view={view}
            mode={mode}
            tiles={placements}
            selection={selection}
            theme={themeByName(look.theme)}
            font={fontById(look.settings.fontId)}
            grain={previewing && isFree ? look.settings.grainEffect : grain.percent / 100}
            showLogo={look.settings.showLogo}
            instructionsId={instructionsId}
            onToggleCell={(cell) => {
              setSelection(toggleCell(selection, cell))
              setWrongSelection(false)
            }}
            onSelectCells={(cells) => {
              setSelection(cells)
              setWrongSelection(false)
            }}
            onClearSelection={clearSelection}
            onOpenTile={(tileId) => setEditingTile({ tileId, view })}
            onMoveTile={moveTile}
            onResizeTile={resizeTile}
            onNudgeTile={nudgeTile}
          />

          <p role="status" className="text-base-content/70 min-h-5 text-sm" aria-live="polite">
            {announcement}
          </p>
        </div>

        <aside className="flex flex-col gap-4" aria-label="Page settings">
          <SettingsPanel
            plan={viewer.plan}
            theme={draft.theme}
            settings={draft.settings}
            grainPercent={grain.percent}
            onThemeChange={changeTheme}
            onFontChange={changeFont}
            onGrainChange={grain.change}
            onShowLogoChange={changeShowLogo}
          />
          {view === 'mobile' && missingOnMobile.length > 0 ? (
            <NotOnMobilePanel tiles={missingOnMobile} onPlace={placeTileAutomatically} />
          ) : null}
          {previewing ? null : <EditingTips id={instructionsId} />}
        </aside>
      </main>

      <ComponentsModal
        open={componentsOpen}
        plan={viewer.plan}
        view={view}
        rect={selectedRect}
        notOnMobile={view === 'mobile' ? missingOnMobile : []}
        onClose={() => {
          setComponentsOpen(false)
          keepFocusAfterDialog()
        }}
        onPick={addWidget}
        onPlace={placeTileOnMobile}
      />
      <EditTileModal
        edit={edit}
        theme={themeByName(draft.theme)}
        onClose={() => closeEdit(edit && !edit.isNew ? edit.tile.id : undefined)}
        onSave={saveTile}
        onRemove={(tile) => void removeWidget(tile)}
        onHideOnMobile={hideTileOnMobile}
        onImageUploaded={(tile, url) => void commit((current) => patchTileData(current, tile.id, { image: url }))}
      />
    </div>
  )
}

/**
 * The grain slider moves freely and shows at once; the setting is saved once it has rested for
 * 650 ms, or right away when the editor closes meanwhile.
 */
function useDebouncedGrain(
  draft: Draft,
  revision: number,
  isFree: boolean,
  commit: (change: (current: Draft) => Draft) => Promise<boolean>,
) {
  // Tagged with the revision: when the draft is replaced from the server, the unsaved value is dropped.
  const [input, setInput] = useState<{ revision: number; percent: number }>()
  const pending = useRef<{ timer: number; save: () => void }>(undefined)
  const savedPercent = Math.round(draft.settings.grainEffect * 100)
  const percent = input && input.revision === revision ? input.percent : savedPercent

  useEffect(
    () => () => {
      // Leaving the editor: the last position is still saved.
      if (!pending.current) return
      window.clearTimeout(pending.current.timer)
      pending.current.save()
    },
    [],
  )

  function change(next: number) {
    if (isFree && next / 100 !== DEFAULT_GRID_SETTINGS.grainEffect) {
      toast.error(PLAN_MESSAGES.proFeature, { id: 'pro-feature' })
      return
    }
    setInput({ revision, percent: next })
    if (pending.current) window.clearTimeout(pending.current.timer)
    const save = () => {
      pending.current = undefined
      void commit((current) => ({ ...current, settings: { ...current.settings, grainEffect: next / 100 } }))
    }
    pending.current = { timer: window.setTimeout(save, GRAIN_SAVE_DELAY_MS), save }
  }

  return { percent, change }
}

function ViewButton({ view, current, onSelect }: { view: View; current: View; onSelect: (view: View) => void }) {
  const selected = view === current
  return (
    <button
      type="button"
      className={`btn btn-sm join-item ${selected ? 'btn-neutral' : 'btn-ghost bg-base-100'}`}
      aria-pressed={selected}
      onClick={() => onSelect(view)}
    >
      <Icon name={view === 'desktop' ? 'desktop' : 'phone'} />
      {view === 'desktop' ? 'Desktop' : 'Mobile'}
    </button>
  )
}

function NotOnMobilePanel({ tiles, onPlace }: { tiles: readonly StoredTile[]; onPlace: (tile: StoredTile) => void }) {
  return (
    <section aria-labelledby="not-on-mobile-panel" className="card bg-base-100 shadow-sm">
      <div className="card-body gap-3 p-5">
        <h2 id="not-on-mobile-panel" className="text-base font-semibold">
          Not on mobile
        </h2>
        <p className="text-base-content/70 text-sm">
          Visitors on phones do not see these. Select empty cells in Edit mode and press ADD to place one there, or let
          Tessera find a spot.
        </p>
        <ul className="flex flex-col gap-2">
          {tiles.map((tile) => (
            <li key={tile.id} className="flex items-center justify-between gap-2">
              <span className="min-w-0 truncate text-sm font-medium">
                {TILE_TYPE_NAMES[tile.type]}
                <span className="text-base-content/60"> · {sizeText(tile)}</span>
              </span>
              <button type="button" className="btn btn-xs btn-outline" onClick={() => onPlace(tile)}>
                Place
                <span className="sr-only"> {TILE_TYPE_NAMES[tile.type]} automatically</span>
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function EditingTips({ id }: { id: string }) {
  return (
    <section aria-labelledby="tips-heading" className="card bg-base-100 shadow-sm">
      <div className="card-body gap-2 p-5">
        <h2 id="tips-heading" className="flex items-center gap-2 text-base font-semibold">
          <Icon name="keyboard" />
          Editing
        </h2>
        <ul className="text-base-content/80 flex list-disc flex-col gap-1 pl-5 text-sm">
          <li>Drag across empty cells, or click them, to select a rectangle. Escape clears it.</li>
          <li>Drag a tile to move it; drag its corner to resize it.</li>
        </ul>
        <p id={id} className="text-base-content/80 text-sm">
          On a tile: Enter edits it, arrow keys move it, Shift with arrow keys resizes it.
        </p>
      </div>
    </section>
  )
}
