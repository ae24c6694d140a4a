/** The states an editor can go back to and forward again, newest last. */
export interface UndoHistory<State> {
  readonly past: readonly State[]
  readonly future: readonly State[]
}

/** Issue 18 asks for at least 50 steps; older ones are forgotten beyond this. */
export const UNDO_LIMIT = 100

export const emptyHistory = <State>(): UndoHistory<State> => ({ past: [], future: [] })

/** A new change was made on top of `current`: it can be undone, and what was undone is gone. */
export function recordChange<State>(history: UndoHistory<State>, current: State): UndoHistory<State> {
  return { past: [...history.past, current].slice(-UNDO_LIMIT), future: [] }
}

export interface Step<State> {
  history: UndoHistory<State>
  /** The state to show now. */
  state: State
}

/** Goes back one step from `current`, or undefined when there is nothing to undo. */
export function undoStep<State>(history: UndoHistory<State>, current: State): Step<State> | undefined {
  const state = history.past.at(-1)
  if (state === undefined) return undefined
  return { state, history: { past: history.past.slice(0, -1), future: [...history.future, current] } }
}

/** Goes forward again one undone step, or undefined when nothing was undone. */
export function redoStep<State>(history: UndoHistory<State>, current: State): Step<State> | undefined {
  const state = history.future.at(-1)
  if (state === undefined) return undefined
  return { state, history: { past: [...history.past, current], future: history.future.slice(0, -1) } }
}
