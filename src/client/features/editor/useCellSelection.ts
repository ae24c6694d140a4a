import { useState } from 'react'
import type { Cell } from '@domain/layout'

/** The empty cells picked for a new tile, and whether the last ADD found them not to form a rectangle. */
export function useCellSelection(revision: number) {
  // Tagged with the revision: a grid reloaded from the server drops the selection made on the old one.
  const [selected, setSelected] = useState<{ revision: number; cells: Cell[] }>({ revision, cells: [] })
  const [wrongSelection, setWrongSelection] = useState(false)
  const selection = selected.revision === revision ? selected.cells : []

  function select(cells: Cell[]) {
    setSelected({ revision, cells })
    setWrongSelection(false)
  }

  return {
    selection,
    select,
    clear: () => select([]),
    wrongSelection,
    markWrongSelection: () => setWrongSelection(true),
  }
}
