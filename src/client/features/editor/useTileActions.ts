import { useLingui } from '@lingui/react'
import { toast } from 'sonner'
import {
  addNewTile,
  hideOnMobile,
  makeRoomAndPlace,
  moveIn,
  nudge,
  placeOnMobileAnywhere,
  placeOnMobileAt,
  removeEverywhere,
  resizeIn,
  updateTileContent,
  type TileContent,
  type Added,
  type Draft,
  type View,
} from '@domain/editor-model'
import type { StoredTile, TileType } from '@domain/grid'
import { LayoutError, type ArrowKey, type Cell, type Rect } from '@domain/layout'
import type { RoomSuggestion } from '@domain/mobile-placement'
import { localText } from '../../lib/texts'
import { cellPosition, sizeText, tileTypeName } from '../../lib/tile-words'
import { TILE_CATALOGUE } from './catalogue'

/** What the Edit modal is open for: a tile on the grid, or a link tile that is added once its form is valid. */
export type Editing = { tileId: string; view: View } | { newTile: StoredTile; view: View; rect: Rect; type: TileType }

interface TileActionsInput {
  draft: Draft
  view: View
  commit: (change: (current: Draft) => Draft) => Promise<boolean>
  announce: (text: string) => void
  /** The rectangle the selected cells form, if they form one. */
  selectedRect: Rect | undefined
  clearSelection: () => void
  closeCatalogue: () => void
  editing: Editing | undefined
  openEdit: (editing: Editing) => void
  closeEdit: (focusTileId?: string) => void
  /** Gives the focus back after a dialog closed, to the tile it was about when there is one. */
  keepFocusAfterDialog: (tileId?: string) => void
  leaveEditMode: () => void
}

/**
 * Every change the editor makes to the tiles: each goes through the pure model (src/domain/
 * editor-model.ts), is saved by `commit`, and is announced; a refused one says why instead.
 */
export function useTileActions(input: TileActionsInput) {
  const { draft, view, commit, announce, selectedRect, clearSelection } = input
  const { i18n } = useLingui()
  const noteNotOnMobile = () =>
    toast.info(
      i18n._({
        id: 'editor.noRoomOnMobileNote',
        message: 'There was no room for it on mobile: place it in the mobile view.',
      }),
    )
  const announceAdded = (type: TileType, rect: Rect) =>
    announce(
      i18n._({
        id: 'editor.announce.added',
        message: '{type} added at {position}',
        values: { type: tileTypeName(type), position: cellPosition(rect) },
      }),
    )
  const announcePlacedOnMobile = (tile: StoredTile) =>
    announce(
      i18n._({
        id: 'editor.announce.placedOnMobile',
        message: '{type} placed on mobile',
        values: { type: tileTypeName(tile.type) },
      }),
    )
  const announceMoved = (cell: Cell) =>
    announce(
      i18n._({ id: 'editor.announce.moved', message: 'Moved to {position}', values: { position: cellPosition(cell) } }),
    )
  const announceResized = (size: { width: number; height: number }) =>
    announce(i18n._({ id: 'editor.announce.resized', message: 'Resized to {size}', values: { size: sizeText(size) } }))

  /** A change the layout refuses (no room) throws before anything is shown: say why instead. */
  function tryCommit(change: (current: Draft) => Draft): Promise<boolean> | undefined {
    try {
      return commit(change)
    } catch (error) {
      if (!(error instanceof LayoutError)) throw error
      toast.error(localText(error.message))
      announce(localText(error.message))
      return undefined
    }
  }

  function addTile(type: TileType) {
    if (!selectedRect) return
    const entry = TILE_CATALOGUE.find((candidate) => candidate.type === type)!
    const rect = selectedRect
    if (!entry.savableEmpty) {
      // A link needs its address before it can be saved: its form comes first.
      try {
        const { tile } = addNewTile(draft, view, rect, type)
        input.closeCatalogue()
        clearSelection()
        input.openEdit({ newTile: tile, view, rect, type })
      } catch (error) {
        if (!(error instanceof LayoutError)) throw error
        toast.error(localText(error.message))
      }
      return
    }
    const result: { added?: Added } = {}
    const saving = tryCommit((current) => {
      result.added = addNewTile(current, view, rect, type)
      return result.added.draft
    })
    const { added } = result
    if (!saving || !added) return
    input.closeCatalogue()
    clearSelection()
    announceAdded(type, rect)
    if (!added.onMobile) noteNotOnMobile()
    // The new tile is empty: its form opens, so it can be filled in at once.
    input.openEdit({ tileId: added.tile.id, view })
  }

  function placeOnMobileInSelection(tileId: string) {
    if (!selectedRect) return
    const rect = selectedRect
    if (tryCommit((current) => placeOnMobileAt(current, tileId, rect))) {
      input.closeCatalogue()
      input.keepFocusAfterDialog(tileId)
      clearSelection()
      announce(
        i18n._({
          id: 'editor.announce.placedAt',
          message: 'Placed at {position} on mobile',
          values: { position: cellPosition(rect) },
        }),
      )
    }
  }

  /** False when the tile fits nowhere: the panel then offers what to shrink or hide instead of a toast. */
  function placeOnMobileAutomatically(tile: StoredTile): boolean {
    try {
      void commit((current) => placeOnMobileAnywhere(current, tile.id))
    } catch (error) {
      if (!(error instanceof LayoutError)) throw error
      announce(localText(error.message))
      return false
    }
    announcePlacedOnMobile(tile)
    return true
  }

  function makeRoomOnMobile(tile: StoredTile, suggestion: RoomSuggestion) {
    if (tryCommit((current) => makeRoomAndPlace(current, tile.id, suggestion))) {
      announcePlacedOnMobile(tile)
    }
  }

  function move(tileId: string, to: Cell) {
    if (tryCommit((current) => moveIn(current, view, tileId, to))) announceMoved(to)
  }

  function resize(tileId: string, width: number, height: number) {
    if (tryCommit((current) => resizeIn(current, view, tileId, width, height))) {
      announceResized({ width, height })
    }
  }

  /** Arrow keys: a refusal is only announced (a toast for every blocked key press would be noise). */
  function nudgeTile(tileId: string, key: ArrowKey, resizing: boolean) {
    let moved: StoredTile
    try {
      moved = nudge(draft, view, tileId, key, resizing).tile
    } catch (error) {
      if (!(error instanceof LayoutError)) throw error
      announce(localText(error.message))
      return
    }
    void commit((current) => {
      try {
        return nudge(current, view, tileId, key, resizing).draft
      } catch (error) {
        if (error instanceof LayoutError) return current
        throw error
      }
    })
    if (resizing) announceResized(moved)
    else announceMoved(moved)
  }

  function save(tile: StoredTile, tileContent: TileContent) {
    const pending = input.editing
    input.closeEdit(tile.id)
    if (pending && 'newTile' in pending) {
      const result: { added?: Added } = {}
      const saving = tryCommit((current) => {
        result.added = addNewTile(current, pending.view, pending.rect, pending.type, tile.id)
        return updateTileContent(result.added.draft, tile.id, tileContent)
      })
      if (saving) {
        announceAdded(pending.type, pending.rect)
        if (result.added && !result.added.onMobile) noteNotOnMobile()
      }
      return
    }
    void commit((current) => updateTileContent(current, tile.id, tileContent))
  }

  async function remove(tile: StoredTile) {
    input.closeEdit()
    input.leaveEditMode()
    clearSelection()
    if (await commit((current) => removeEverywhere(current, tile.id)))
      toast.success(i18n._({ id: 'editor.tileRemoved', message: 'Component removed successfully!' }))
  }

  function hide(tile: StoredTile) {
    input.closeEdit()
    void commit((current) => hideOnMobile(current, tile.id))
    announce(
      i18n._({
        id: 'editor.announce.hiddenOnMobile',
        message: '{type} hidden on mobile',
        values: { type: tileTypeName(tile.type) },
      }),
    )
  }

  return {
    addTile,
    placeOnMobileInSelection,
    placeOnMobileAutomatically,
    makeRoomOnMobile,
    move,
    resize,
    nudgeTile,
    save,
    remove,
    hide,
  }
}
