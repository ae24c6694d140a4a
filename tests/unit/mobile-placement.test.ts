import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DESKTOP_LAYOUT, MAX_ROWS, MOBILE_LAYOUT, TILE_TYPES, type StoredTile, type TileType } from '@domain/grid.js'
import { isFree, layoutProblem, usedRows, type Rect } from '@domain/layout.js'
import { applyRoomSuggestion, phoneSizes, placeOnPhone, roomFor } from '@domain/mobile-placement.js'

function tile(id: string, rect: Rect, type: TileType = 'text'): StoredTile {
  return { id, type, ...rect, color: 'tile-gradient-blue', data: {} }
}

const at = (x: number, y: number, width = 1, height = 1): Rect => ({ x, y, width, height })

/** The ids of a phone layout in the order a visitor reads them. */
function phoneOrder(tiles: readonly StoredTile[] | undefined): string[] {
  return [...(tiles ?? [])].sort((a, b) => a.y - b.y || a.x - b.x).map((placed) => placed.id)
}

/** 1x1 tiles in every cell of every row up to the cap: a phone layout that cannot grow. */
const fullPhone = Array.from({ length: 3 * MAX_ROWS }, (_, index) =>
  tile(`f${index}`, at(index % 3, Math.floor(index / 3))),
)

describe('placing a desktop tile on the phone', () => {
  it('clamps a wide desktop tile to the three phone columns', () => {
    const wide = tile('wide', at(0, 0, 6, 2))
    expect(placeOnPhone([wide], [], 'wide')).toEqual([{ ...wide, width: 3 }])
  })

  it('places a tile after the tile that comes before it on desktop, not in the first free cell', () => {
    const first = tile('first', at(0, 0))
    const second = tile('second', at(1, 0))
    const placed = placeOnPhone([first, second], [{ ...first, ...at(0, 2) }], 'second')
    expect(placed?.find((each) => each.id === 'second')).toMatchObject(at(1, 2))
  })

  it('places a tile between its desktop neighbours when the gap between them has room', () => {
    const [a, b, c] = [tile('a', at(0, 0)), tile('b', at(1, 0)), tile('c', at(2, 0))]
    const placed = placeOnPhone(
      [a, b, c],
      [
        { ...a, ...at(0, 0) },
        { ...c, ...at(0, 3) },
      ],
      'b',
    )
    expect(phoneOrder(placed)).toEqual(['a', 'b', 'c'])
  })

  it('closes up the phone tiles to keep the desktop reading order when the gap is full', () => {
    const [a, b, c] = [tile('a', at(0, 0, 3, 1)), tile('b', at(0, 1)), tile('c', at(0, 2, 3, 1))]
    const placed = placeOnPhone([a, b, c], [{ ...a }, { ...c, y: 1 }], 'b')
    expect(placed).toEqual([{ ...a }, { ...b, ...at(0, 1) }, { ...c, y: 2 }])
  })

  it('appends rows below the lowest phone tile when no gap is free, at the tile’s full phone size', () => {
    const top = tile('top', at(0, 0, 3, 4))
    const big = tile('big', at(3, 0, 3, 3))
    expect(placeOnPhone([big, top], [top], 'big')?.find((each) => each.id === 'big')).toMatchObject(at(0, 4, 3, 3))
    // A tile after it on desktop moves down below it, keeping the reading order.
    const right = tile('right', at(1, 4, 2, 1))
    const placed = placeOnPhone([big, top, right], [top, right], 'big')
    expect(phoneOrder(placed)).toEqual(['top', 'big', 'right'])
    expect(placed?.find((each) => each.id === 'right')).toMatchObject(at(0, 7, 2, 1))
    expect(usedRows(placed!, MOBILE_LAYOUT)).toBe(8)
  })

  it('never makes a message tile narrower than two columns: one free column makes it start a new row', () => {
    expect(phoneSizes(tile('m', at(0, 0, 3, 2), 'message.me')).every((size) => size.width >= 2)).toBe(true)
    const oneColumnLeft = [tile('left', at(0, 0, 2, 5))]
    const message = tile('m', at(2, 0, 2, 1), 'message.me')
    expect(
      placeOnPhone([message, ...oneColumnLeft], oneColumnLeft, 'm')?.find((each) => each.id === 'm'),
    ).toMatchObject(at(0, 5, 2, 1))
  })

  it('leaves a tile off the phone only when every row up to the cap is full', () => {
    const extra = tile('extra', at(0, 0))
    expect(placeOnPhone([extra, ...fullPhone], fullPhone, 'extra')).toBeUndefined()
    expect(placeOnPhone([extra, ...fullPhone.slice(1)], fullPhone.slice(1), 'extra')).toContainEqual({
      ...extra,
      ...at(0, 0),
    })
  })

  it('gives up the earlier phone place of a tile it places again', () => {
    const link = tile('link', at(3, 1))
    expect(placeOnPhone([link], [{ ...link, ...at(2, 4) }], 'link')).toEqual([{ ...link, ...at(0, 0) }])
  })

  it('ends in the desktop reading order whatever order the tiles were added in, while they fit', () => {
    const desktop = [at(0, 0, 3, 2), at(3, 0), at(4, 0, 2, 1), at(3, 1, 3, 1), at(0, 2, 2, 2)].map((rect, index) =>
      tile(`d${index}`, rect),
    )
    let phone: StoredTile[] = []
    for (const id of ['d3', 'd1', 'd4', 'd0', 'd2']) phone = placeOnPhone(desktop, phone, id) ?? phone
    expect(phoneOrder(phone)).toEqual(['d0', 'd1', 'd2', 'd3', 'd4'])
    expect(layoutProblem(phone, MOBILE_LAYOUT)).toBeUndefined()
  })

  it('places every desktop tile at its full phone size, adding rows, keeping the layout sound', () => {
    const rectIn = (columns: number, rows: number) =>
      fc.record({ x: fc.nat(columns - 1), y: fc.nat(rows - 1) }).chain(({ x, y }) =>
        fc.record({
          x: fc.constant(x),
          y: fc.constant(y),
          width: fc.integer({ min: 1, max: columns - x }),
          height: fc.integer({ min: 1, max: rows - y }),
        }),
      )
    const scenario = fc.record({
      phoneRects: fc.array(rectIn(MOBILE_LAYOUT.columns, MOBILE_LAYOUT.rows), { maxLength: 8 }),
      desktop: rectIn(DESKTOP_LAYOUT.columns, DESKTOP_LAYOUT.rows),
      type: fc.constantFrom(...TILE_TYPES),
    })
    fc.assert(
      fc.property(scenario, ({ phoneRects, desktop, type }) => {
        const phone = phoneRects.reduce<StoredTile[]>(
          (placed, rect, index) =>
            isFree(placed, MOBILE_LAYOUT, rect) ? [...placed, tile(`p${index}`, rect)] : placed,
          [],
        )
        const newTile = tile(
          'new',
          type === 'message.me' ? { ...desktop, width: Math.max(2, desktop.width), x: 0 } : desktop,
          type,
        )
        const desktopTiles = [...phone.map((each) => ({ ...each, y: each.y % DESKTOP_LAYOUT.rows })), newTile]
        const placed = placeOnPhone(desktopTiles, phone, 'new')
        const onPhone = placed?.find((each) => each.id === 'new')
        expect(onPhone).toMatchObject(phoneSizes(newTile)[0]!)
        expect(placed).toHaveLength(phone.length + 1)
        expect(layoutProblem(placed ?? [], MOBILE_LAYOUT)).toBeUndefined()
      }),
    )
  })
})

describe('making room on the phone', () => {
  it('suggests the least shrinking of each phone tile that makes room below the row cap', () => {
    const upper = tile('upper', at(0, 0, 3, 30))
    const lower = tile('lower', at(0, 30, 3, 30))
    const extra = tile('extra', at(0, 0))
    expect(roomFor([upper, lower, extra], [upper, lower], 'extra')).toEqual([
      { kind: 'shrink', tileId: 'upper', width: 3, height: 29 },
      { kind: 'shrink', tileId: 'lower', width: 3, height: 29 },
    ])
  })

  it('suggests hiding a tile that cannot shrink, at most three suggestions', () => {
    const extra = tile('extra', at(0, 0))
    expect(roomFor([extra, ...fullPhone], fullPhone, 'extra')).toEqual([
      { kind: 'hide', tileId: 'f0' },
      { kind: 'hide', tileId: 'f1' },
      { kind: 'hide', tileId: 'f2' },
    ])
  })

  it('suggests nothing when the tile fits already or no single change is enough', () => {
    const extra = tile('extra', at(0, 0))
    expect(roomFor([extra], [], 'extra')).toEqual([])
    const message = tile('m', at(0, 0, 2, 1), 'message.me')
    expect(roomFor([message, ...fullPhone], fullPhone, 'm')).toEqual([])
  })

  it('makes room by applying a suggestion, after which the tile fits', () => {
    const upper = tile('upper', at(0, 0, 3, MAX_ROWS))
    const extra = tile('extra', at(0, 0))
    const [suggestion] = roomFor([upper, extra], [upper], 'extra')
    const roomy = applyRoomSuggestion([upper], suggestion!)
    expect(roomy).toEqual([{ ...upper, height: MAX_ROWS - 1 }])
    expect(placeOnPhone([upper, extra], roomy, 'extra')).toEqual([
      { ...upper, height: MAX_ROWS - 1 },
      { ...extra, ...at(0, MAX_ROWS - 1) },
    ])
  })
})
