import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DESKTOP_LAYOUT, MOBILE_LAYOUT, TILE_TYPES, type StoredTile, type TileType } from '@domain/grid.js'
import { cellsOf, isFree, layoutProblem, type Rect } from '@domain/layout.js'
import { applyRoomSuggestion, phoneSizes, placeOnPhone, roomFor } from '@domain/mobile-placement.js'

function tile(id: string, rect: Rect, type: TileType = 'text'): StoredTile {
  return { id, type, ...rect, color: 'tile-gradient-blue', data: {} }
}

const MOBILE_LAYOUT_SIZE = { width: MOBILE_LAYOUT.columns, height: MOBILE_LAYOUT.rows }

const at = (x: number, y: number, width = 1, height = 1): Rect => ({ x, y, width, height })

/** The ids of a phone layout in the order a visitor reads them. */
function phoneOrder(tiles: readonly StoredTile[] | undefined): string[] {
  return [...(tiles ?? [])].sort((a, b) => a.y - b.y || a.x - b.x).map((placed) => placed.id)
}

/** Fifteen 1x1 tiles: a phone layout with no free cell. */
const fullPhone = Array.from({ length: 15 }, (_, index) => tile(`f${index}`, at(index % 3, Math.floor(index / 3))))

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

  it('makes a tile shorter, then narrower, when only a smaller space is left', () => {
    const top = tile('top', at(0, 0, 3, 4))
    const big = tile('big', at(3, 0, 3, 3))
    expect(placeOnPhone([big, top], [top], 'big')?.find((each) => each.id === 'big')).toMatchObject(at(0, 4, 3, 1))
    const leftOnly = [top, tile('right', at(1, 4, 2, 1))]
    expect(placeOnPhone([big, ...leftOnly], leftOnly, 'big')?.find((each) => each.id === 'big')).toMatchObject(
      at(0, 4, 1, 1),
    )
  })

  it('never makes a message tile narrower than two columns', () => {
    expect(phoneSizes(tile('m', at(0, 0, 3, 2), 'message.me')).every((size) => size.width >= 2)).toBe(true)
    const oneColumnLeft = [tile('left', at(0, 0, 2, 5))]
    const message = tile('m', at(0, 0, 2, 1), 'message.me')
    expect(placeOnPhone([message, ...oneColumnLeft], oneColumnLeft, 'm')).toBeUndefined()
  })

  it('leaves a tile off the phone when no cell is free', () => {
    const extra = tile('extra', at(0, 0))
    expect(placeOnPhone([extra, ...fullPhone], fullPhone, 'extra')).toBeUndefined()
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

  it('places any desktop tile whenever one of its sizes is free (closing up may find room otherwise), keeping the layout sound', () => {
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
        const anySizeFree = phoneSizes(newTile).some((size) =>
          cellsOf({ x: 0, y: 0, ...MOBILE_LAYOUT_SIZE }).some((corner) =>
            isFree(phone, MOBILE_LAYOUT, { ...corner, ...size }),
          ),
        )
        if (anySizeFree) expect(placed).toContainEqual(expect.objectContaining({ id: 'new' }))
        if (!placed) return
        const onPhone = placed.find((each) => each.id === 'new')!
        expect(onPhone.width).toBeLessThanOrEqual(Math.min(newTile.width, 3))
        expect(onPhone.height).toBeLessThanOrEqual(newTile.height)
        expect(placed).toHaveLength(phone.length + 1)
        expect(layoutProblem(placed, MOBILE_LAYOUT)).toBeUndefined()
      }),
    )
  })
})

describe('making room on the phone', () => {
  it('suggests the least shrinking of each phone tile that makes room', () => {
    const upper = tile('upper', at(0, 0, 3, 3))
    const lower = tile('lower', at(0, 3, 3, 2))
    const extra = tile('extra', at(0, 0))
    expect(roomFor([upper, lower, extra], [upper, lower], 'extra')).toEqual([
      { kind: 'shrink', tileId: 'upper', width: 3, height: 2 },
      { kind: 'shrink', tileId: 'lower', width: 3, height: 1 },
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
    const upper = tile('upper', at(0, 0, 3, 5))
    const extra = tile('extra', at(0, 0))
    const [suggestion] = roomFor([upper, extra], [upper], 'extra')
    const roomy = applyRoomSuggestion([upper], suggestion!)
    expect(roomy).toEqual([{ ...upper, height: 4 }])
    expect(placeOnPhone([upper, extra], roomy, 'extra')).toEqual([
      { ...upper, height: 4 },
      { ...extra, ...at(0, 4) },
    ])
  })
})
