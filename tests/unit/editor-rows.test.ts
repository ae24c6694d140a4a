import { describe, expect, it } from 'vitest'
import { moveIn, type Draft } from '@domain/editor-model.js'
import {
  canAddRow,
  canRemoveEmptyRow,
  editingRows,
  NO_ROWS_ASKED,
  withEmptyRowRemoved,
  withRowAdded,
  type EditorState,
} from '@domain/editor-rows.js'
import { DEFAULT_GRID_SETTINGS, MAX_ROWS, type StoredTile } from '@domain/grid.js'
import { emptyHistory, recordChange, redoStep, undoStep, type UndoHistory } from '@domain/undo-history.js'

const text = (id: string, y: number, height = 1): StoredTile => ({
  id,
  type: 'text',
  x: 0,
  y,
  width: 2,
  height,
  color: 'tile-gradient-blue',
  data: {},
})

/** A desktop page whose tiles fill its first four rows: the editor shows five. */
const FULL_FIRST_SCREEN: Draft = {
  tiles: [text('top', 0, 3), text('story', 3)],
  mobileTiles: [],
  settings: DEFAULT_GRID_SETTINGS,
  theme: 'light',
}
const start: EditorState = { draft: FULL_FIRST_SCREEN, rows: NO_ROWS_ASKED }

/** Applies a change as the editor does: the state before it goes into the history. */
function change({ history, state }: { history: UndoHistory<EditorState>; state: EditorState }, next: EditorState) {
  return { history: recordChange(history, state), state: next }
}

describe('rows the editor adds', () => {
  it('adds a row below the used rows and the empty one, and removes only empty rows it added', () => {
    expect(editingRows(start, 'desktop')).toBe(5)
    expect(canRemoveEmptyRow(start, 'desktop')).toBe(false)
    expect(withEmptyRowRemoved(start, 'desktop')).toBe(start)
    const added = withRowAdded(start, 'desktop')
    expect(editingRows(added, 'desktop')).toBe(6)
    expect(editingRows(added, 'mobile')).toBe(5)
    expect(canRemoveEmptyRow(added, 'desktop')).toBe(true)
    expect(editingRows(withEmptyRowRemoved(added, 'desktop'), 'desktop')).toBe(5)
  })

  it('adds a row that shows on a page whose tiles leave its first screen half empty', () => {
    const sparse: EditorState = { ...start, draft: { ...FULL_FIRST_SCREEN, tiles: [text('top', 0)] } }
    expect(editingRows(sparse, 'desktop')).toBe(4)
    expect(editingRows(withRowAdded(sparse, 'desktop'), 'desktop')).toBe(5)
  })

  it('keeps one empty row below a tile moved into the added row, not two', () => {
    const added = withRowAdded(start, 'desktop')
    const moved = { ...added, draft: moveIn(added.draft, 'desktop', 'story', { x: 0, y: 5 }) }
    expect(editingRows(moved, 'desktop')).toBe(7)
    expect(canRemoveEmptyRow(moved, 'desktop')).toBe(false)
  })

  it('adds no row past the cap', () => {
    const atCap: EditorState = { ...start, rows: { desktop: MAX_ROWS, mobile: 0 } }
    expect(canAddRow(atCap, 'desktop')).toBe(false)
    expect(withRowAdded(atCap, 'desktop')).toBe(atCap)
    expect(canAddRow(atCap, 'mobile')).toBe(true)
  })

  it('are undone and redone with the moves made into them', () => {
    let editor = { history: emptyHistory<EditorState>(), state: start }
    editor = change(editor, withRowAdded(editor.state, 'desktop'))
    editor = change(editor, {
      ...editor.state,
      draft: moveIn(editor.state.draft, 'desktop', 'story', { x: 0, y: 5 }),
    })
    const moveUndone = undoStep(editor.history, editor.state)!
    expect(moveUndone.state.draft).toBe(FULL_FIRST_SCREEN)
    expect(editingRows(moveUndone.state, 'desktop')).toBe(6)
    const rowUndone = undoStep(moveUndone.history, moveUndone.state)!
    expect(rowUndone.state).toBe(start)
    expect(editingRows(rowUndone.state, 'desktop')).toBe(5)
    const rowRedone = redoStep(rowUndone.history, rowUndone.state)!
    expect(rowRedone.state.draft).toBe(FULL_FIRST_SCREEN)
    expect(editingRows(rowRedone.state, 'desktop')).toBe(6)
  })
})
