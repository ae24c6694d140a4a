import { I18nProvider, Trans, useLingui } from '@lingui/react'
import { useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { CSSProperties, KeyboardEvent, PointerEvent } from 'react'
import type { StoredTile } from '@domain/grid'
import type { FontOption } from '@domain/fonts'
import type { Locale } from '@domain/locales'
import {
  cellsOf,
  isFree,
  isPlaceholder,
  tileSizeProblem,
  withPlaceholders,
  type ArrowKey,
  type Cell,
  type LayoutSize,
  type Rect,
} from '@domain/layout'
import { isCellSelected } from '@domain/layout-selection'
import type { Theme } from '@domain/themes'
import { isShownAt, visibilityNote } from '@domain/tile-visibility'
import { TileView } from '@ui/tiles/TileView'
import { MadeWithTessera } from '@ui/GridPage'
import { CANVAS_CLASS, canvasCss } from './canvas-styles'
import { tileLabel, type View } from '@domain/editor-model'
import { cellPosition, EDITOR_WORDS } from '../../lib/tile-words'
import { localText } from '../../lib/texts'
import { Icon } from './icons'
import { usePageI18n } from '../../lib/page-i18n'

/** 'view' shows the grid with its placeholders, 'edit' makes it editable, 'preview' shows what visitors see. */
export type CanvasMode = 'view' | 'edit' | 'preview'

interface GridCanvasProps {
  gridName: string
  view: View
  mode: CanvasMode
  /** The placements of this view's layout. */
  tiles: readonly StoredTile[]
  /** The rows and columns drawn: the page's rows, and one empty row below in edit mode (layoutIn). */
  layout: LayoutSize
  selection: readonly Cell[]
  theme: Theme
  font: FontOption
  /** Grain opacity, 0..1. */
  grain: number
  showLogo: boolean
  /** The page's language: its tiles' fixed words speak it, the editor's own the app's (ADR 0068). */
  locale: Locale
  /** Id of the element that explains the keyboard controls of tiles. */
  instructionsId: string
  onToggleCell: (cell: Cell) => void
  onSelectCells: (cells: Cell[]) => void
  onClearSelection: () => void
  onOpenTile: (tileId: string) => void
  onMoveTile: (tileId: string, to: Cell) => void
  onResizeTile: (tileId: string, width: number, height: number) => void
  onNudgeTile: (tileId: string, key: ArrowKey, resize: boolean) => void
}

type Drag =
  | {
      kind: 'move' | 'resize'
      tileId: string
      start: Point
      grab: Cell
      active: boolean
      target: Rect
      blocked: boolean
    }
  | { kind: 'select'; start: Point; anchor: Cell; active: boolean; cells: Cell[] }

interface Point {
  x: number
  y: number
}

/** How far the pointer travels before a press becomes a drag (a shorter move is a click). */
const DRAG_THRESHOLD_PX = 6

const ARROW_KEYS = new Set<string>(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'])

const gridArea = (rect: Rect): CSSProperties => ({
  gridArea: `${rect.y + 1} / ${rect.x + 1} / span ${rect.height} / span ${rect.width}`,
})

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/** How close to the window's top or bottom edge a drag scrolls the page, and by how much a move. */
const EDGE_SCROLL_PX = 48

/** A drag near the window's bottom (or top) edge scrolls the page, so rows below the fold can be reached. */
function scrollNearEdge(y: number) {
  if (y > window.innerHeight - EDGE_SCROLL_PX) window.scrollBy(0, EDGE_SCROLL_PX / 2)
  else if (y < EDGE_SCROLL_PX) window.scrollBy(0, -EDGE_SCROLL_PX / 2)
}

/**
 * The grid as the public page draws it (same tile components, same CSS), with the editor's layer
 * on top: in edit mode every empty cell is a toggle button and every tile a button that opens its
 * form, moves with the arrow keys or a drag, and resizes with shift+arrows or its corner grip.
 */
export function GridCanvas(props: GridCanvasProps) {
  const { i18n } = useLingui()
  const { gridName, view, mode, tiles, layout, selection, theme, font, grain, showLogo, instructionsId } = props
  const pageI18n = usePageI18n(props.locale)
  const editing = mode === 'edit'
  const gridRef = useRef<HTMLDivElement>(null)
  const [drag, setDrag] = useState<Drag>()
  // When the editor opened: which tiles visitors do not see now (hidden, or outside their schedule).
  const [now] = useState(() => Date.now())
  const suppressClick = useRef(false)
  const refocusTileId = useRef<string>(undefined)

  const items = useMemo(() => withPlaceholders(tiles, layout), [tiles, layout])
  const style = useMemo(() => canvasCss(theme, font, grain), [theme, font, grain])
  const shownSelection = drag?.kind === 'select' && drag.active ? drag.cells : selection

  // A tile moved with the keyboard may change places in the DOM (reading order), which drops the focus.
  useLayoutEffect(() => {
    const tileId = refocusTileId.current
    if (!tileId) return
    refocusTileId.current = undefined
    const handle = gridRef.current?.querySelector<HTMLElement>(`[data-tile-id="${tileId}"]`)
    if (handle && document.activeElement !== handle) handle.focus()
  })

  function cellAt(point: Point): Cell {
    const grid = gridRef.current!
    const box = grid.getBoundingClientRect()
    const gap = Number.parseFloat(getComputedStyle(grid).columnGap) || 0
    const column = Math.floor(((point.x - box.left) / (box.width + gap)) * layout.columns)
    const row = Math.floor(((point.y - box.top) / (box.height + gap)) * layout.rows)
    return { x: clamp(column, 0, layout.columns - 1), y: clamp(row, 0, layout.rows - 1) }
  }

  function emptyCellsBetween(a: Cell, b: Cell): Cell[] {
    const rect = {
      x: Math.min(a.x, b.x),
      y: Math.min(a.y, b.y),
      width: Math.abs(a.x - b.x) + 1,
      height: Math.abs(a.y - b.y) + 1,
    }
    return cellsOf(rect).filter((cell) => isFree(tiles, layout, { ...cell, width: 1, height: 1 }))
  }

  function startTileDrag(event: PointerEvent<HTMLButtonElement>, tile: StoredTile) {
    if (event.button !== 0) return
    const kind = (event.target as Element).closest('.te-grip') ? 'resize' : 'move'
    const start = { x: event.clientX, y: event.clientY }
    const at = cellAt(start)
    event.currentTarget.setPointerCapture(event.pointerId)
    setDrag({
      kind,
      tileId: tile.id,
      start,
      grab: { x: at.x - tile.x, y: at.y - tile.y },
      active: kind === 'resize',
      target: tile,
      blocked: false,
    })
  }

  function startSelectDrag(event: PointerEvent<HTMLButtonElement>, cell: Cell) {
    // Touch keeps scrolling the page; a mouse or pen can sweep a rectangle of cells.
    if (event.button !== 0 || event.pointerType === 'touch') return
    event.currentTarget.setPointerCapture(event.pointerId)
    setDrag({ kind: 'select', start: { x: event.clientX, y: event.clientY }, anchor: cell, active: false, cells: [] })
  }

  function trackPointer(event: PointerEvent<HTMLElement>) {
    if (!drag) return
    const point = { x: event.clientX, y: event.clientY }
    const travelled = Math.hypot(point.x - drag.start.x, point.y - drag.start.y) >= DRAG_THRESHOLD_PX
    if (!drag.active && !travelled) return
    scrollNearEdge(point.y)
    const at = cellAt(point)
    if (drag.kind === 'select') {
      setDrag({ ...drag, active: true, cells: emptyCellsBetween(drag.anchor, at) })
      return
    }
    const tile = tiles.find((candidate) => candidate.id === drag.tileId)
    if (!tile) return
    let target: Rect
    if (drag.kind === 'move') {
      target = {
        x: clamp(at.x - drag.grab.x, 0, layout.columns - tile.width),
        y: clamp(at.y - drag.grab.y, 0, layout.rows - tile.height),
        width: tile.width,
        height: tile.height,
      }
    } else {
      target = { x: tile.x, y: tile.y, width: Math.max(1, at.x - tile.x + 1), height: Math.max(1, at.y - tile.y + 1) }
    }
    const blocked =
      !isFree(tiles, layout, target, tile.id) || tileSizeProblem(tile.type, target.width, target.height) !== undefined
    setDrag({ ...drag, active: true, target, blocked })
  }

  function endPointer() {
    if (!drag) return
    setDrag(undefined)
    if (!drag.active) return
    suppressClick.current = true
    if (drag.kind === 'select') {
      props.onSelectCells(drag.cells)
      return
    }
    const tile = tiles.find((candidate) => candidate.id === drag.tileId)
    if (!tile || drag.blocked) return
    const { x, y, width, height } = drag.target
    if (drag.kind === 'move' && (x !== tile.x || y !== tile.y)) props.onMoveTile(tile.id, { x, y })
    if (drag.kind === 'resize' && (width !== tile.width || height !== tile.height)) {
      props.onResizeTile(tile.id, width, height)
    }
  }

  /** The click that ends a drag is not a click on the tile or cell. */
  function takeSuppressedClick(): boolean {
    const suppressed = suppressClick.current
    suppressClick.current = false
    return suppressed
  }

  /** Escape drops a drag under way, else the selection. */
  function cancelWithEscape(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key !== 'Escape') return
    if (drag) {
      suppressClick.current = drag.active
      setDrag(undefined)
    } else if (selection.length > 0) {
      props.onClearSelection()
    }
  }

  function nudgeWithKeys(event: KeyboardEvent<HTMLButtonElement>, tileId: string) {
    if (!ARROW_KEYS.has(event.key) || event.altKey || event.ctrlKey || event.metaKey) return
    event.preventDefault()
    refocusTileId.current = tileId
    props.onNudgeTile(tileId, event.key as ArrowKey, event.shiftKey)
  }

  return (
    <div className={CANVAS_CLASS} data-view={view} data-mode={mode}>
      <style>{style}</style>
      <div
        ref={gridRef}
        className="te-grid"
        role="group"
        aria-label={i18n._({
          id: 'editor.layoutColumnsByRows',
          message: '{view, select, desktop {Desktop} other {Mobile}} layout, {columns} columns by {rows} rows',
          values: { view, columns: layout.columns, rows: layout.rows },
        })}
        style={{ '--columns': layout.columns } as CSSProperties}
        onPointerMove={trackPointer}
        onPointerUp={endPointer}
        onPointerCancel={() => setDrag(undefined)}
        onKeyDown={cancelWithEscape}
        onLostPointerCapture={() => drag?.active || setDrag(undefined)}
      >
        {items.map((item) => {
          if (isPlaceholder(item)) {
            const selected = isCellSelected(shownSelection, item)
            if (!editing)
              return <div key={item.id} className="te-cell tile-empty" style={gridArea(item)} aria-hidden="true" />
            return (
              <button
                key={item.id}
                type="button"
                className="te-cell tile-empty"
                style={gridArea(item)}
                aria-pressed={selected}
                aria-label={i18n._({
                  id: 'editor.emptyCell',
                  message: 'Empty cell, {item}{selected, select, yes {, selected} other {}}',
                  values: { item: cellPosition(item), selected: selected ? 'yes' : 'no' },
                })}
                onPointerDown={(event) => startSelectDrag(event, item)}
                onClick={() => takeSuppressedClick() || props.onToggleCell({ x: item.x, y: item.y })}
              >
                <Icon name={selected ? 'check' : 'plus'} />
              </button>
            )
          }
          const dragging = drag && drag.kind !== 'select' && drag.active && drag.tileId === item.id
          const note = visibilityNote(item, now, localText)
          return (
            <div
              key={item.id}
              className="te-item"
              style={gridArea(item)}
              data-dragging={dragging || undefined}
              data-unseen={isShownAt(item, now) ? undefined : true}
              role={editing ? undefined : 'group'}
              aria-label={
                editing ? undefined : note ? `${tileLabel(item, EDITOR_WORDS)}, ${note}` : tileLabel(item, EDITOR_WORDS)
              }
            >
              {/* The page's own tile, as visitors see it, but inert here: links do not leave the editor. */}
              <div className="te-content" inert lang={pageI18n.locale}>
                <I18nProvider i18n={pageI18n}>
                  <TileView tile={item} gridName={gridName} eager />
                </I18nProvider>
              </div>
              {note ? (
                <span className="te-mark" aria-hidden="true">
                  {note}
                </span>
              ) : null}
              {editing ? (
                <button
                  type="button"
                  className="te-handle"
                  data-tile-id={item.id}
                  aria-label={i18n._({
                    id: 'editor.edit',
                    message: 'Edit {item}',
                    values: { item: tileLabel(item, EDITOR_WORDS) },
                  })}
                  aria-describedby={instructionsId}
                  onPointerDown={(event) => startTileDrag(event, item)}
                  onKeyDown={(event) => nudgeWithKeys(event, item.id)}
                  onClick={() => takeSuppressedClick() || props.onOpenTile(item.id)}
                >
                  <span className="te-chip">
                    <Icon name="pencil" />
                    <Trans id="common.edit" message="Edit" />
                  </span>
                  <span className="te-grip" title={i18n._({ id: 'editor.dragToResize', message: 'Drag to resize' })}>
                    <Icon name="resize" />
                  </span>
                </button>
              ) : null}
            </div>
          )
        })}
        {drag && drag.kind !== 'select' && drag.active ? (
          <div
            className="te-ghost"
            style={gridArea(drag.target)}
            data-blocked={drag.blocked || undefined}
            aria-hidden="true"
          />
        ) : null}
      </div>
      {mode === 'preview' && showLogo ? (
        <div lang={pageI18n.locale}>
          <I18nProvider i18n={pageI18n}>
            <MadeWithTessera focusable={false} />
          </I18nProvider>
        </div>
      ) : null}
    </div>
  )
}
