import { describe, expect, it } from 'vitest'
import { emptyHistory, recordChange, redoStep, undoStep, UNDO_LIMIT, type UndoHistory } from '@domain/undo-history.js'

/** Makes the changes 1, 2, … n on top of 0 and returns the history and the current state. */
function changed(n: number): { history: UndoHistory<number>; current: number } {
  let history = emptyHistory<number>()
  for (let state = 1; state <= n; state++) history = recordChange(history, state - 1)
  return { history, current: n }
}

describe('undo history', () => {
  it('undoes changes newest first and redoes them in order', () => {
    const { history, current } = changed(3)
    const back = undoStep(history, current)!
    expect(back.state).toBe(2)
    const further = undoStep(back.history, back.state)!
    expect(further.state).toBe(1)
    const again = redoStep(further.history, further.state)!
    expect(again.state).toBe(2)
    expect(redoStep(again.history, again.state)!.state).toBe(3)
  })

  it('has nothing to undo at first and nothing to redo after a new change', () => {
    expect(undoStep(emptyHistory<number>(), 0)).toBeUndefined()
    const { history, current } = changed(2)
    const back = undoStep(history, current)!
    const afterNewChange = recordChange(back.history, back.state)
    expect(redoStep(afterNewChange, 7)).toBeUndefined()
    expect(undoStep(afterNewChange, 7)!.state).toBe(1)
  })

  it(`keeps at least 50 steps, the newest ${UNDO_LIMIT}`, () => {
    let { history, current } = changed(UNDO_LIMIT + 20)
    let steps = 0
    for (let step = undoStep(history, current); step; step = undoStep(history, current)) {
      ;({ history, state: current } = step)
      steps++
    }
    expect(steps).toBe(UNDO_LIMIT)
    expect(UNDO_LIMIT).toBeGreaterThanOrEqual(50)
    expect(current).toBe(20)
  })
})
