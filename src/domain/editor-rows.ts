import { layoutIn, type Draft, type View } from './editor-model.js'
import { MAX_ROWS } from './grid.js'

/*
 * "Add row" and "Remove empty row" (ADR 0056), pure. The rows they add are not content: they are
 * never saved, and Save drops them. They live beside the draft in the editor's undo history, so
 * that Undo takes back an added row like any other change.
 */

/** Per view, the rows the owner asked the editor to show; 0 when none were asked for (the tiles decide). */
export type AskedRows = Readonly<Record<View, number>>

export const NO_ROWS_ASKED: AskedRows = { desktop: 0, mobile: 0 }

/** What the editor's undo history holds: the draft, and the rows asked for on each view. */
export interface EditorState {
  readonly draft: Draft
  readonly rows: AskedRows
}

/** The rows the view shows in edit mode: never fewer than the tiles need, plus one empty row. */
export function editingRows(state: EditorState, view: View): number {
  return layoutIn(state.draft, view, true, state.rows[view]).rows
}

/** Fewer rows than this would leave no empty row below the tiles (or cut the first screen). */
const leastRows = (draft: Draft, view: View) => layoutIn(draft, view, true).rows

export function canAddRow(state: EditorState, view: View): boolean {
  return editingRows(state, view) < MAX_ROWS
}

export function canRemoveEmptyRow(state: EditorState, view: View): boolean {
  return editingRows(state, view) > leastRows(state.draft, view)
}

/** One more row below what the view shows; the same state at the cap. */
export function withRowAdded(state: EditorState, view: View): EditorState {
  if (!canAddRow(state, view)) return state
  return { ...state, rows: { ...state.rows, [view]: editingRows(state, view) + 1 } }
}

/** One empty row fewer at the bottom; the same state when only the rows the tiles need are left. */
export function withEmptyRowRemoved(state: EditorState, view: View): EditorState {
  if (!canRemoveEmptyRow(state, view)) return state
  return { ...state, rows: { ...state.rows, [view]: editingRows(state, view) - 1 } }
}
