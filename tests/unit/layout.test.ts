import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { StoredTile, TileType } from '@domain/grid.js'
import { DEFAULT_GRID_SETTINGS, DESKTOP_LAYOUT, MAX_ROWS, MAX_TILES, MOBILE_LAYOUT, TILE_TYPES } from '@domain/grid.js'
import { GridLook } from '@domain/grid-content.js'
import type { ArrowKey, Cell, LayoutSize, Rect } from '@domain/layout.js'
import {
  addTile,
  cellsOf,
  editingSize,
  firstFreeSpot,
  grownSize,
  isFree,
  keyboardNudge,
  layoutProblem,
  LayoutError,
  moveTile,
  occupiedCells,
  removeTile,
  resizeTile,
  tileSizeProblem,
  tilesNotOnMobile,
  withoutPlaceholders,
  withPlaceholders,
} from '@domain/layout.js'
import { isCellSelected, requireSelectionRectangle, selectionRectangle, toggleCell } from '@domain/layout-selection.js'

function tile(id: string, rect: Rect, type: TileType = 'text'): StoredTile {
  return { id, type, ...rect, color: 'tile-gradient-blue', data: {} }
}

function newTile(id: string, type: TileType = 'text') {
  return { id, type, color: 'tile-gradient-blue', data: {} }
}

function layoutError(run: () => unknown): LayoutError {
  try {
    run()
  } catch (error) {
    if (error instanceof LayoutError) return error
    throw error
  }
  throw new Error('expected a LayoutError')
}

const intro = tile('intro', { x: 0, y: 0, width: 2, height: 2 }, 'introduction')
const link = tile('link', { x: 3, y: 1, width: 1, height: 1 }, 'link')

describe('placeholders', () => {
  it('fills every cell of an empty desktop layout with a grey 1x1 placeholder', () => {
    const items = withPlaceholders([], DESKTOP_LAYOUT)
    expect(items).toHaveLength(24)
    expect(items[0]).toEqual({ id: 'empty:0:0', type: 'empty', x: 0, y: 0, width: 1, height: 1, color: 'tile-empty' })
  })

  it('leaves the cells covered by tiles without placeholders', () => {
    const items = withPlaceholders([intro, link], DESKTOP_LAYOUT)
    expect(items).toHaveLength(2 + 24 - 5)
    expect(items.map((item) => item.id)).not.toContain('empty:1:1')
    expect(items.map((item) => item.id)).toContain('empty:2:0')
  })

  it('lists tiles and placeholders in reading order', () => {
    const items = withPlaceholders([link, intro], DESKTOP_LAYOUT)
    expect(items.slice(0, 5).map((item) => item.id)).toEqual([
      'intro',
      'empty:2:0',
      'empty:3:0',
      'empty:4:0',
      'empty:5:0',
    ])
  })

  it('strips the placeholders back out before saving', () => {
    expect(withoutPlaceholders(withPlaceholders([intro, link], MOBILE_LAYOUT))).toEqual([intro, link])
  })
})

describe('occupancy', () => {
  it('lists every cell a tile covers', () => {
    expect(occupiedCells([intro])).toEqual([
      { x: 0, y: 0 },
      { x: 1, y: 0 },
      { x: 0, y: 1 },
      { x: 1, y: 1 },
    ])
  })

  it('sees a rectangle beside the tiles as free', () => {
    expect(isFree([intro, link], DESKTOP_LAYOUT, { x: 2, y: 0, width: 4, height: 1 })).toBe(true)
  })

  it('sees a rectangle touching a tile as not free', () => {
    expect(isFree([intro, link], DESKTOP_LAYOUT, { x: 1, y: 1, width: 2, height: 1 })).toBe(false)
  })

  it('sees a rectangle past the edge as not free', () => {
    expect(isFree([], MOBILE_LAYOUT, { x: 2, y: 0, width: 2, height: 1 })).toBe(false)
  })

  it('lets a tile ignore itself so it can move over its own cells', () => {
    expect(isFree([intro], DESKTOP_LAYOUT, { x: 1, y: 0, width: 2, height: 2 }, 'intro')).toBe(true)
  })
})

describe('selection', () => {
  it('selects a cell on the first click and deselects it on the second', () => {
    const selected = toggleCell([], { x: 2, y: 1 })
    expect(isCellSelected(selected, { x: 2, y: 1 })).toBe(true)
    expect(toggleCell(selected, { x: 2, y: 1 })).toEqual([])
  })

  it('recognises a 2x2 rectangle of empty cells selected in any order', () => {
    const selection = [
      { x: 3, y: 3 },
      { x: 2, y: 2 },
      { x: 3, y: 2 },
      { x: 2, y: 3 },
    ]
    expect(selectionRectangle(selection, [intro, link], DESKTOP_LAYOUT)).toEqual({ x: 2, y: 2, width: 2, height: 2 })
  })

  it('refuses an L-shaped selection', () => {
    const selection = [
      { x: 2, y: 2 },
      { x: 3, y: 2 },
      { x: 2, y: 3 },
    ]
    expect(selectionRectangle(selection, [], DESKTOP_LAYOUT)).toBeUndefined()
  })

  it('refuses a selection with a gap in it', () => {
    expect(
      selectionRectangle(
        [
          { x: 0, y: 3 },
          { x: 2, y: 3 },
        ],
        [],
        DESKTOP_LAYOUT,
      ),
    ).toBeUndefined()
  })

  it('refuses a selection that includes a cell under a tile', () => {
    expect(
      selectionRectangle(
        [
          { x: 1, y: 2 },
          { x: 1, y: 1 },
        ],
        [intro],
        DESKTOP_LAYOUT,
      ),
    ).toBeUndefined()
  })

  it('refuses an empty selection', () => {
    expect(selectionRectangle([], [], DESKTOP_LAYOUT)).toBeUndefined()
  })

  it('explains a wrong selection to the user when adding', () => {
    const error = layoutError(() =>
      requireSelectionRectangle(
        [
          { x: 0, y: 0 },
          { x: 1, y: 1 },
        ],
        [],
        DESKTOP_LAYOUT,
      ),
    )
    expect(error.code).toBe('WRONG_SELECTION')
    expect(error.message).toBe('Wrong tiles selected. Select empty cells that form a full rectangle.')
  })
})

describe('adding and removing', () => {
  it('places a new tile over the whole selected rectangle', () => {
    const tiles = addTile([intro], DESKTOP_LAYOUT, { x: 2, y: 0, width: 2, height: 2 }, newTile('grid', 'links-grid'))
    expect(tiles).toEqual([intro, tile('grid', { x: 2, y: 0, width: 2, height: 2 }, 'links-grid')])
  })

  it('leaves the original layout untouched', () => {
    const tiles = [intro]
    addTile(tiles, DESKTOP_LAYOUT, { x: 2, y: 0, width: 1, height: 1 }, newTile('new'))
    expect(tiles).toEqual([intro])
  })

  it('refuses to add over another tile', () => {
    const error = layoutError(() =>
      addTile([intro], DESKTOP_LAYOUT, { x: 1, y: 1, width: 2, height: 1 }, newTile('new')),
    )
    expect(error.code).toBe('SPACE_NOT_FREE')
    expect(error.message).toBe('That space is not free.')
  })

  it('refuses to add past the edge of the grid', () => {
    const error = layoutError(() => addTile([], MOBILE_LAYOUT, { x: 2, y: 4, width: 2, height: 1 }, newTile('new')))
    expect(error.code).toBe('OUT_OF_GRID')
    expect(error.message).toBe('That does not fit on the grid.')
  })

  it('refuses a tile smaller than one cell', () => {
    const error = layoutError(() => addTile([], DESKTOP_LAYOUT, { x: 0, y: 0, width: 0, height: 1 }, newTile('new')))
    expect(error.code).toBe('INVALID_TILE_SIZE')
    expect(error.message).toBe('A tile must cover whole cells, at least 1 wide and 1 tall.')
  })

  it('refuses a second tile with the same id', () => {
    const error = layoutError(() =>
      addTile([link], DESKTOP_LAYOUT, { x: 0, y: 0, width: 1, height: 1 }, newTile('link')),
    )
    expect(error.code).toBe('DUPLICATE_TILE_ID')
    expect(error.message).toBe('A tile with that id is already on the grid.')
  })

  it('refuses a one-column message tile', () => {
    const error = layoutError(() =>
      addTile([], DESKTOP_LAYOUT, { x: 0, y: 0, width: 1, height: 1 }, newTile('msg', 'message.me')),
    )
    expect(error.code).toBe('INVALID_TILE_SIZE')
    expect(error.message).toBe('Minimum width is 2')
  })

  it('removes a tile and gives its cells back to placeholders', () => {
    const tiles = removeTile([intro, link], 'intro')
    expect(tiles).toEqual([link])
    expect(withPlaceholders(tiles, DESKTOP_LAYOUT)).toHaveLength(24)
  })

  it('changes nothing when removing a tile that is not there', () => {
    expect(removeTile([link], 'gone')).toEqual([link])
  })
})

describe('moving and resizing', () => {
  it('moves a tile to free cells', () => {
    expect(moveTile([intro, link], DESKTOP_LAYOUT, 'link', { x: 5, y: 3 })).toEqual([intro, { ...link, x: 5, y: 3 }])
  })

  it('moves a tile partly over its own old cells', () => {
    expect(moveTile([intro], DESKTOP_LAYOUT, 'intro', { x: 1, y: 1 })).toEqual([{ ...intro, x: 1, y: 1 }])
  })

  it('refuses to move a tile onto another', () => {
    expect(layoutError(() => moveTile([intro, link], DESKTOP_LAYOUT, 'link', { x: 1, y: 0 })).message).toBe(
      'That space is not free.',
    )
  })

  it('refuses to move a tile off the grid', () => {
    expect(layoutError(() => moveTile([intro], DESKTOP_LAYOUT, 'intro', { x: 5, y: 0 })).code).toBe('OUT_OF_GRID')
  })

  it('refuses to move a tile that is not on the grid', () => {
    const error = layoutError(() => moveTile([intro], DESKTOP_LAYOUT, 'gone', { x: 0, y: 0 }))
    expect(error.code).toBe('TILE_NOT_FOUND')
    expect(error.message).toBe('That tile is not on the grid.')
  })

  it('resizes a tile into free cells', () => {
    expect(resizeTile([intro, link], DESKTOP_LAYOUT, 'link', 3, 2)).toEqual([intro, { ...link, width: 3, height: 2 }])
  })

  it('refuses to resize a tile over another', () => {
    expect(layoutError(() => resizeTile([intro, link], DESKTOP_LAYOUT, 'intro', 4, 2)).code).toBe('SPACE_NOT_FREE')
  })

  it('refuses to shrink a message tile to one column', () => {
    const message = tile('msg', { x: 0, y: 0, width: 2, height: 2 }, 'message.me')
    expect(layoutError(() => resizeTile([message], DESKTOP_LAYOUT, 'msg', 1, 2)).message).toBe(
      'width must be >= height',
    )
  })
})

describe('keyboard', () => {
  it('moves a tile one cell with an arrow', () => {
    expect(keyboardNudge([link], DESKTOP_LAYOUT, 'link', 'ArrowUp', false)).toEqual([{ ...link, y: 0 }])
  })

  it('grows a tile one column with shift and the right arrow', () => {
    expect(keyboardNudge([link], DESKTOP_LAYOUT, 'link', 'ArrowRight', true)).toEqual([{ ...link, width: 2 }])
  })

  it('shrinks a tile one row with shift and the up arrow', () => {
    expect(keyboardNudge([intro], DESKTOP_LAYOUT, 'intro', 'ArrowUp', true)).toEqual([{ ...intro, height: 1 }])
  })

  it('returns the very same tiles when the move is blocked', () => {
    const tiles = [intro, link]
    expect(keyboardNudge(tiles, DESKTOP_LAYOUT, 'intro', 'ArrowLeft', false)).toBe(tiles)
  })

  it('does not shrink a tile below one cell', () => {
    const tiles = [link]
    expect(keyboardNudge(tiles, DESKTOP_LAYOUT, 'link', 'ArrowLeft', true)).toBe(tiles)
  })
})

describe('free spots and the mobile layout', () => {
  it('finds the first free spot row by row', () => {
    expect(firstFreeSpot([intro, link], DESKTOP_LAYOUT, 2, 2)).toEqual({ x: 4, y: 0 })
  })

  it('finds no spot for a rectangle larger than the grid', () => {
    expect(firstFreeSpot([], MOBILE_LAYOUT, 4, 1)).toBeUndefined()
  })

  it('lists the desktop tiles that have no mobile place', () => {
    expect(tilesNotOnMobile([intro, link], [{ ...link, x: 0, y: 0 }])).toEqual([intro])
  })
})

describe('message tile sizes', () => {
  it('refuses a 1x1 message tile with the minimum width', () => {
    expect(tileSizeProblem('message.me', 1, 1)).toEqual({ code: 'INVALID_TILE_SIZE', message: 'Minimum width is 2' })
  })

  it('refuses a tall single-column message tile because its width is below its height', () => {
    expect(tileSizeProblem('message.me', 1, 3)).toEqual({
      code: 'INVALID_TILE_SIZE',
      message: 'width must be >= height',
    })
  })

  it('accepts a message tile two columns wide of any height', () => {
    expect(tileSizeProblem('message.me', 2, 1)).toBeUndefined()
    expect(tileSizeProblem('message.me', 2, 4)).toBeUndefined()
  })

  it('has no size rule for the other tile types', () => {
    expect(tileSizeProblem('text', 1, 4)).toBeUndefined()
  })
})

describe('layoutProblem', () => {
  it('accepts a sound layout', () => {
    expect(layoutProblem([intro, link], DESKTOP_LAYOUT)).toBeUndefined()
  })

  it('names a tile that leaves the grid', () => {
    expect(layoutProblem([intro], MOBILE_LAYOUT)).toBeUndefined()
    expect(layoutProblem([link], MOBILE_LAYOUT)).toEqual({
      code: 'OUT_OF_GRID',
      message: 'Tile "link" does not fit on the 3-column grid.',
    })
  })

  it('accepts tiles in any row down to the cap and names the limit past it', () => {
    const low = tile('low', { x: 0, y: MAX_ROWS - 2, width: 3, height: 2 })
    expect(layoutProblem([intro, low], MOBILE_LAYOUT)).toBeUndefined()
    expect(layoutProblem([{ ...low, height: 3 }], DESKTOP_LAYOUT)).toEqual({
      code: 'OUT_OF_GRID',
      message: 'Tile "low" goes below row 60. A page has at most 60 rows.',
    })
  })

  it('names overlapping tiles', () => {
    const overlapping = tile('overlap', { x: 1, y: 1, width: 1, height: 1 })
    expect(layoutProblem([intro, overlapping], DESKTOP_LAYOUT)).toEqual({
      code: 'SPACE_NOT_FREE',
      message: 'Tiles "intro" and "overlap" overlap.',
    })
  })

  it('names a repeated id', () => {
    expect(layoutProblem([link, { ...link, x: 0 }], DESKTOP_LAYOUT)).toEqual({
      code: 'DUPLICATE_TILE_ID',
      message: 'Tile id "link" is used more than once.',
    })
  })

  it('names a tile smaller than a cell', () => {
    expect(layoutProblem([{ ...link, height: 0 }], DESKTOP_LAYOUT)).toEqual({
      code: 'INVALID_TILE_SIZE',
      message: 'Tile "link" must cover whole cells, at least 1 wide and 1 tall.',
    })
  })

  it('gives the spec message for a one-column message tile', () => {
    const message = tile('msg', { x: 0, y: 0, width: 1, height: 1 }, 'message.me')
    expect(layoutProblem([message], DESKTOP_LAYOUT)).toEqual({
      code: 'INVALID_TILE_SIZE',
      message: 'Minimum width is 2',
    })
  })
})

describe('properties', () => {
  const sizes: LayoutSize[] = [DESKTOP_LAYOUT, MOBILE_LAYOUT]
  const arrowKey = fc.constantFrom<ArrowKey>('ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight')

  /** A rectangle that lies on the grid. */
  const sizedRect = (size: LayoutSize) =>
    fc.record({ x: fc.nat(size.columns - 1), y: fc.nat(size.rows - 1) }).chain(({ x, y }) =>
      fc.record({
        x: fc.constant(x),
        y: fc.constant(y),
        width: fc.integer({ min: 1, max: size.columns - x }),
        height: fc.integer({ min: 1, max: size.rows - y }),
      }),
    )

  const operationFor = (size: LayoutSize) => {
    // Values from one past each edge, so that refusals are exercised along with the changes that fit.
    const x = fc.integer({ min: -1, max: size.columns })
    const y = fc.integer({ min: -1, max: size.rows })
    const width = fc.integer({ min: 0, max: size.columns + 1 })
    const height = fc.integer({ min: 0, max: size.rows + 1 })
    // Adds are mostly of rectangles on the grid, so that layouts fill up with several tiles.
    const addedRect = fc.oneof({ weight: 3, arbitrary: sizedRect(size) }, fc.record({ x, y, width, height }))
    return fc.oneof(
      {
        weight: 4,
        arbitrary: fc.record({
          kind: fc.constant('add' as const),
          rect: addedRect,
          type: fc.constantFrom(...TILE_TYPES),
        }),
      },
      fc.record({ kind: fc.constant('move' as const), pick: fc.nat(), to: fc.record({ x, y }) }),
      fc.record({ kind: fc.constant('resize' as const), pick: fc.nat(), width, height }),
      fc.record({ kind: fc.constant('nudge' as const), pick: fc.nat(), key: arrowKey, resize: fc.boolean() }),
      fc.record({ kind: fc.constant('remove' as const), pick: fc.nat() }),
    )
  }
  type Operation = ReturnType<typeof operationFor> extends fc.Arbitrary<infer T> ? T : never

  const sizeAndOperations = fc.constantFrom(...sizes).chain((size) =>
    fc.record({
      size: fc.constant(size),
      operations: fc.array(operationFor(size), { minLength: 5, maxLength: 40, size: 'max' }),
    }),
  )

  function freeze(tiles: readonly StoredTile[]): readonly StoredTile[] {
    return Object.freeze(tiles.map((each) => Object.freeze({ ...each })))
  }

  function pickId(tiles: readonly StoredTile[], pick: number): string {
    return tiles[pick % Math.max(tiles.length, 1)]?.id ?? 'missing'
  }

  function apply(tiles: readonly StoredTile[], size: LayoutSize, op: Operation, step: number): readonly StoredTile[] {
    switch (op.kind) {
      case 'add':
        return addTile(tiles, size, op.rect, newTile(`t${step}`, op.type))
      case 'move':
        return moveTile(tiles, size, pickId(tiles, op.pick), op.to)
      case 'resize':
        return resizeTile(tiles, size, pickId(tiles, op.pick), op.width, op.height)
      case 'nudge':
        return keyboardNudge(tiles, size, pickId(tiles, op.pick), op.key, op.resize)
      case 'remove':
        return removeTile(tiles, pickId(tiles, op.pick))
    }
  }

  /** Runs the operations on frozen inputs, so any mutation throws; a refused operation keeps the layout. */
  function run(size: LayoutSize, operations: readonly Operation[]): readonly StoredTile[][] {
    const history: StoredTile[][] = []
    let tiles = freeze([])
    operations.forEach((op, step) => {
      try {
        tiles = freeze(apply(tiles, size, op, step))
      } catch (error) {
        if (!(error instanceof LayoutError)) throw error
      }
      history.push([...tiles])
    })
    return history
  }

  /** Counts how often each cell is covered, independently of the engine's own geometry helpers. */
  function coverage(items: readonly Rect[], size: LayoutSize): { counts: number[]; outside: number } {
    const counts = Array.from({ length: size.columns * size.rows }, () => 0)
    let outside = 0
    for (const item of items) {
      for (let y = item.y; y < item.y + item.height; y++) {
        for (let x = item.x; x < item.x + item.width; x++) {
          const inside = x >= 0 && y >= 0 && x < size.columns && y < size.rows
          if (inside) counts[y * size.columns + x]! += 1
          else outside += 1
        }
      }
    }
    return { counts, outside }
  }

  it('keeps tiles on the grid and apart, with placeholders covering every other cell once', () => {
    fc.assert(
      fc.property(sizeAndOperations, ({ size, operations }) => {
        for (const tiles of run(size, operations)) {
          const tilesOnly = coverage(tiles, size)
          expect(tilesOnly.outside).toBe(0)
          expect(tilesOnly.counts.every((count) => count <= 1)).toBe(true)
          expect(tiles.every((each) => each.width >= 1 && each.height >= 1)).toBe(true)
          const withEmpty = coverage(withPlaceholders(tiles, size), size)
          expect(withEmpty.outside).toBe(0)
          expect(withEmpty.counts.every((count) => count === 1)).toBe(true)
          expect(layoutProblem(tiles, size)).toBeUndefined()
        }
      }),
    )
  })

  it('never leaves a message tile one column wide', () => {
    fc.assert(
      fc.property(sizeAndOperations, ({ size, operations }) => {
        const tiles = run(size, operations).flat()
        expect(tiles.filter((each) => each.type === 'message.me').every((each) => each.width >= 2)).toBe(true)
      }),
    )
  })

  /** Random tiles on the grid, kept clear of `keepFree` when given so that rectangle stays free. */
  const randomLayout = (size: LayoutSize, keepFree?: Rect) =>
    fc.array(sizedRect(size), { maxLength: 8 }).map((rects) =>
      rects.reduce<StoredTile[]>((tiles, each, index) => {
        const blockers = keepFree ? [...tiles, tile('kept-free', keepFree)] : tiles
        return isFree(blockers, size, each) ? addTile(tiles, size, each, newTile(`t${index}`)) : tiles
      }, []),
    )

  const selectionCase = fc.constantFrom(...sizes).chain((size) =>
    sizedRect(size).chain((rect) =>
      fc.record({
        size: fc.constant(size),
        rect: fc.constant(rect),
        tiles: randomLayout(size, rect),
        clicks: fc.shuffledSubarray(cellsOf(rect), { minLength: cellsOf(rect).length }),
        toggled: fc.record({ x: fc.nat(size.columns - 1), y: fc.nat(size.rows - 1) }),
      }),
    ),
  )

  it('recognises any rectangle of free cells, whatever the click order', () => {
    fc.assert(
      fc.property(selectionCase, ({ size, rect, tiles, clicks }) => {
        expect(selectionRectangle(clicks, tiles, size)).toEqual(rect)
      }),
    )
  })

  /** Brute force over every rectangle on the grid: the one whose cells are exactly the selection, if any. */
  function rectangleWithCells(selection: readonly Cell[], size: LayoutSize): Rect | undefined {
    const wanted = new Set(selection.map((cell) => `${cell.x}:${cell.y}`))
    for (let y = 0; y < size.rows; y++) {
      for (let x = 0; x < size.columns; x++) {
        for (let height = 1; y + height <= size.rows; height++) {
          for (let width = 1; x + width <= size.columns; width++) {
            const cells = cellsOf({ x, y, width, height })
            if (cells.length === wanted.size && cells.every((cell) => wanted.has(`${cell.x}:${cell.y}`))) {
              return { x, y, width, height }
            }
          }
        }
      }
    }
    return undefined
  }

  function expectRecognisedOnlyAsFreeRectangle(
    selection: readonly Cell[],
    tiles: readonly StoredTile[],
    size: LayoutSize,
  ) {
    const exact = rectangleWithCells(selection, size)
    const covered = coverage(tiles, size).counts
    const allFree = selection.every((cell) => covered[cell.y * size.columns + cell.x] === 0)
    expect(selectionRectangle(selection, tiles, size)).toEqual(exact && allFree ? exact : undefined)
  }

  it('accepts a rectangle with one cell clicked in or out only when the result is still a free rectangle', () => {
    fc.assert(
      fc.property(selectionCase, ({ size, tiles, clicks, toggled }) => {
        expectRecognisedOnlyAsFreeRectangle(toggleCell(clicks, toggled), tiles, size)
      }),
    )
  })

  it('refuses any selection that is not a full rectangle of free cells', () => {
    const randomSelection = fc.constantFrom(...sizes).chain((size) =>
      fc.record({
        size: fc.constant(size),
        tiles: randomLayout(size),
        selection: fc.subarray(cellsOf({ x: 0, y: 0, width: size.columns, height: size.rows })),
      }),
    )
    fc.assert(
      fc.property(randomSelection, ({ size, tiles, selection }) => {
        expectRecognisedOnlyAsFreeRectangle(selection, tiles, size)
      }),
    )
  })
})

describe('rows that grow', () => {
  const low = tile('low', { x: 0, y: 10, width: 2, height: 2 })

  it('keeps the first screen (6 x 4, 3 x 5) for a page whose tiles fit in it, and grows to the lowest tile', () => {
    expect(grownSize([], DESKTOP_LAYOUT)).toEqual({ columns: 6, rows: 4 })
    expect(grownSize([intro], MOBILE_LAYOUT)).toEqual({ columns: 3, rows: 5 })
    expect(grownSize([intro, low], DESKTOP_LAYOUT)).toEqual({ columns: 6, rows: 12 })
  })

  it('draws a placeholder in every uncovered cell of the used rows, and none below', () => {
    const items = withPlaceholders([low], grownSize([low], DESKTOP_LAYOUT))
    expect(items).toHaveLength(6 * 12 - 4 + 1)
    expect(Math.max(...items.map((item) => item.y + item.height))).toBe(12)
    expect(items.at(-1)).toMatchObject({ type: 'empty', x: 5, y: 11 })
  })

  it('shows one empty row below the lowest tile in the editor, or the rows asked for, and drops them when the tiles go', () => {
    expect(editingSize([], DESKTOP_LAYOUT)).toEqual({ columns: 6, rows: 4 })
    const full = Array.from({ length: 6 }, (_, x) => tile(`t${x}`, { x, y: 0, width: 1, height: 4 }))
    expect(editingSize(full, DESKTOP_LAYOUT)).toEqual({ columns: 6, rows: 5 })
    expect(editingSize([low], DESKTOP_LAYOUT, 15)).toEqual({ columns: 6, rows: 15 })
    // Rows asked for are a least count: the tiles' rows and the empty one below still show.
    expect(editingSize([low], DESKTOP_LAYOUT, 5)).toEqual({ columns: 6, rows: 13 })
    // Trailing empty rows are not stored: without the low tile the page is back to its first screen.
    expect(grownSize(removeTile([intro, low], 'low'), DESKTOP_LAYOUT)).toEqual({ columns: 6, rows: 4 })
  })

  it('holds at most 200 tiles on either layout, naming the limit past it', () => {
    const ones = (count: number) =>
      Array.from({ length: count }, (_, index) =>
        tile(`t${index}`, { x: index % 6, y: Math.floor(index / 6), width: 1, height: 1 }),
      )
    const look = (tiles: StoredTile[], mobileTiles: StoredTile[]) =>
      GridLook.safeParse({ tiles, mobileTiles, settings: DEFAULT_GRID_SETTINGS, theme: 'light' })
    expect(look(ones(MAX_TILES), []).success).toBe(true)
    for (const refused of [look(ones(MAX_TILES + 1), []), look([], ones(MAX_TILES + 1))]) {
      expect(refused.error?.issues.map((issue) => issue.message)).toEqual(['A page holds at most 200 tiles.'])
    }
  })

  it('never shows more rows than the cap', () => {
    const bottom = tile('bottom', { x: 0, y: MAX_ROWS - 1, width: 1, height: 1 })
    expect(editingSize([bottom], DESKTOP_LAYOUT).rows).toBe(MAX_ROWS)
    expect(editingSize([low], DESKTOP_LAYOUT, MAX_ROWS + 3).rows).toBe(MAX_ROWS)
  })

  it('adds, moves and resizes tiles into the rows below the first screen', () => {
    const size = editingSize([intro], DESKTOP_LAYOUT, 8)
    const added = addTile([intro], size, { x: 0, y: 5, width: 2, height: 1 }, newTile('new'))
    expect(added.at(-1)).toMatchObject({ x: 0, y: 5 })
    const moved = moveTile(added, size, 'new', { x: 3, y: 6 })
    expect(moved.at(-1)).toMatchObject({ x: 3, y: 6 })
    const resized = resizeTile(moved, size, 'new', 2, 1)
    expect(resizeTile(resized, size, 'intro', 2, 6).at(0)).toMatchObject({ height: 6 })
    expect(layoutError(() => resizeTile(moved, size, 'intro', 4, 7)).code).toBe('SPACE_NOT_FREE')
    expect(layoutError(() => moveTile(moved, size, 'new', { x: 3, y: size.rows })).code).toBe('OUT_OF_GRID')
    expect(keyboardNudge(moved, size, 'new', 'ArrowDown', false).at(-1)).toMatchObject({ y: 7 })
  })
})
