import { describe, expect, it } from 'vitest'
import {
  addNewTile,
  addTileAnywhere,
  hideOnMobile,
  layoutIn,
  makeRoomAndPlace,
  moveIn,
  NO_DESKTOP_ROOM,
  NO_MOBILE_ROOM,
  notOnMobile,
  nudge,
  patchTileData,
  placeOnMobileAnywhere,
  placeOnMobileAt,
  removeEverywhere,
  roomOnMobileFor,
  roomSuggestionText,
  tileLabel,
  withEveryTileOnPhone,
  withTileOfType,
  type Draft,
  type EditorWords,
} from '@domain/editor-model.js'
import { DEFAULT_GRID_SETTINGS, MAX_ROWS, type StoredTile, type TileType } from '@domain/grid.js'
import { LAYOUT_MESSAGES, LayoutError, type Rect } from '@domain/layout.js'
import { freePlanProblem } from '@domain/plans.js'
import { TILE_SUMMARY_TEXTS } from '@domain/tile-types.js'

function tile(id: string, rect: Rect, type: TileType = 'text', data: Record<string, unknown> = {}): StoredTile {
  return { id, type, ...rect, color: 'tile-gradient-blue', data }
}

function draftOf(tiles: StoredTile[], mobileTiles: StoredTile[] = []): Draft {
  return { tiles, mobileTiles, settings: DEFAULT_GRID_SETTINGS, theme: 'light' }
}

function refusal(run: () => unknown): LayoutError {
  try {
    run()
  } catch (error) {
    if (error instanceof LayoutError) return error
    throw error
  }
  throw new Error('expected a LayoutError')
}

const intro = tile('intro', { x: 0, y: 0, width: 2, height: 2 }, 'introduction', { firstName: 'Ada', lastName: 'L' })

describe('the editor model', () => {
  it('places a tile without a selection at the first free spot of its default size, on both layouts', () => {
    const added = addTileAnywhere(draftOf([intro], [intro]), 'qa')!
    expect(added.tile).toMatchObject({ type: 'qa', x: 2, y: 0, width: 2, height: 2 })
    expect(added.onMobile).toBe(true)
    expect(added.draft.tiles.map((placed) => placed.type)).toEqual(['introduction', 'qa'])
  })

  it('adds a desktop tile and finds it a mobile place too', () => {
    const added = addNewTile(draftOf([intro], [intro]), 'desktop', { x: 2, y: 0, width: 1, height: 1 }, 'text', 'tnew')
    expect(added.tile).toMatchObject({ id: 'tnew', x: 2, y: 0, width: 1, height: 1 })
    expect(added.onMobile).toBe(true)
    expect(added.draft.mobileTiles.map((placed) => placed.id)).toEqual(['intro', 'tnew'])
  })

  it("paints a new tile in the theme's colours, so that a theme change restyles it", () => {
    const added = addNewTile(draftOf([intro], [intro]), 'desktop', { x: 2, y: 0, width: 1, height: 1 }, 'text', 'tnew')
    expect(added.tile.color).toBe('tile-theme')
    expect(added.draft.mobileTiles.find((placed) => placed.id === 'tnew')?.color).toBe('tile-theme')
  })

  it('adds a desktop tile below a full first phone screen, in a new row', () => {
    const firstScreen = [tile('m', { x: 0, y: 0, width: 3, height: 5 })]
    const added = addNewTile(draftOf([], firstScreen), 'desktop', { x: 0, y: 0, width: 1, height: 1 }, 'text', 't1')
    expect(added.onMobile).toBe(true)
    expect(added.draft.mobileTiles.find((placed) => placed.id === 't1')).toMatchObject({ x: 0, y: 5 })
  })

  it('adds a desktop tile that has no room on mobile up to the row cap as not on mobile', () => {
    const fullMobile = [tile('m', { x: 0, y: 0, width: 3, height: MAX_ROWS })]
    const added = addNewTile(draftOf([], fullMobile), 'desktop', { x: 0, y: 0, width: 1, height: 1 }, 'text', 't1')
    expect(added.onMobile).toBe(false)
    expect(notOnMobile(added.draft).map((placed) => placed.id)).toEqual(['t1'])
  })

  it('places a tile added on mobile below a full desktop first screen, and refuses at the row cap', () => {
    const firstScreen = [tile('d', { x: 0, y: 0, width: 6, height: 4 })]
    const added = addNewTile(draftOf(firstScreen), 'mobile', { x: 0, y: 0, width: 1, height: 1 }, 'text', 'tm')
    expect(added.tile).toMatchObject({ x: 0, y: 4 })
    const fullDesktop = [tile('d', { x: 0, y: 0, width: 6, height: MAX_ROWS })]
    const error = refusal(() => addNewTile(draftOf(fullDesktop), 'mobile', { x: 0, y: 0, width: 1, height: 1 }, 'text'))
    expect(error).toMatchObject({ code: 'SPACE_NOT_FREE', message: NO_DESKTOP_ROOM })
  })

  it('edits in the used rows and one empty row below, and views the rows the page has', () => {
    const low = tile('low', { x: 0, y: 6, width: 2, height: 1 })
    expect(layoutIn(draftOf([intro]), 'desktop')).toEqual({ columns: 6, rows: 4 })
    expect(layoutIn(draftOf([intro, low]), 'desktop')).toEqual({ columns: 6, rows: 8 })
    expect(layoutIn(draftOf([intro, low]), 'desktop', false)).toEqual({ columns: 6, rows: 7 })
    const moved = nudge(draftOf([intro, low]), 'desktop', 'low', 'ArrowDown', false)
    expect(moved.tile).toMatchObject({ y: 7 })
    expect(layoutIn(moved.draft, 'desktop')).toEqual({ columns: 6, rows: 9 })
  })

  it('places the tiles an older save left off the phone, in reading order, but not those hidden there', () => {
    const [a, b, c] = [
      tile('a', { x: 0, y: 0, width: 3, height: 2 }),
      tile('b', { x: 3, y: 0, width: 3, height: 2 }),
      tile('c', { x: 0, y: 2, width: 2, height: 2 }),
    ]
    const older = draftOf([a, b, c], [{ ...a, width: 3, height: 5 }])
    const placed = withEveryTileOnPhone(older).mobileTiles
    expect(placed.map((each) => [each.id, each.y])).toEqual([
      ['a', 0],
      ['b', 5],
      ['c', 7],
    ])
    const hidden = hideOnMobile(draftOf([a, b, c], [a, b, c]), 'b')
    expect(hidden.tiles.find((each) => each.id === 'b')?.hiddenOnPhone).toBe(true)
    expect(withEveryTileOnPhone(hidden)).toBe(hidden)
    expect(placeOnMobileAnywhere(hidden, 'b').tiles.find((each) => each.id === 'b')?.hiddenOnPhone).toBeUndefined()
  })

  it('places a tile on mobile where it fits, and refuses when nothing is free', () => {
    const draft = draftOf([intro])
    expect(placeOnMobileAnywhere(draft, 'intro').mobileTiles).toEqual([{ ...intro, x: 0, y: 0, width: 2, height: 2 }])
    const full = draftOf([intro], [tile('m', { x: 0, y: 0, width: 3, height: MAX_ROWS })])
    expect(refusal(() => placeOnMobileAnywhere(full, 'intro'))).toMatchObject({ message: NO_MOBILE_ROOM })
    expect(placeOnMobileAt(draft, 'intro', { x: 1, y: 3, width: 2, height: 2 }).mobileTiles[0]).toMatchObject({
      x: 1,
      y: 3,
    })
  })

  it('places a tile added on desktop after the tile before it, keeping the reading order on mobile', () => {
    const mobileIntro = { ...intro, x: 0, y: 1, width: 3, height: 2 }
    const added = addNewTile(
      draftOf([intro], [mobileIntro]),
      'desktop',
      { x: 2, y: 0, width: 1, height: 1 },
      'text',
      'tnew',
    )
    expect(added.draft.mobileTiles.find((placed) => placed.id === 'tnew')).toMatchObject({ x: 0, y: 3 })
  })

  it('suggests what to shrink on mobile for a tile that fits nowhere, and makes room in one change', () => {
    const big = tile('big', { x: 0, y: 0, width: 3, height: MAX_ROWS })
    const draft = draftOf([big, intro], [big])
    const [suggestion] = roomOnMobileFor(draft, 'intro')
    expect(suggestion).toEqual({ kind: 'shrink', tileId: 'big', width: 3, height: MAX_ROWS - 1 })
    expect(makeRoomAndPlace(draft, 'intro', suggestion!).mobileTiles).toEqual([
      { ...big, height: MAX_ROWS - 1 },
      { ...intro, x: 0, y: MAX_ROWS - 1, width: 2, height: 1 },
    ])
  })

  it('nudges a tile one cell, and refuses with the reason to announce', () => {
    const moved = nudge(draftOf([intro]), 'desktop', 'intro', 'ArrowRight', false)
    expect(moved.tile).toMatchObject({ x: 1, y: 0 })
    expect(refusal(() => nudge(draftOf([intro]), 'desktop', 'intro', 'ArrowLeft', false)).message).toBe(
      LAYOUT_MESSAGES.outOfGrid,
    )
    const narrow = tile('n', { x: 0, y: 0, width: 1, height: 1 })
    expect(refusal(() => nudge(draftOf([narrow]), 'desktop', 'n', 'ArrowLeft', true)).message).toBe(
      'A tile is at least one cell.',
    )
  })

  it('moves only the placement of the view it is in', () => {
    const next = moveIn(draftOf([intro], [intro]), 'mobile', 'intro', { x: 1, y: 1 })
    expect(next.tiles[0]).toMatchObject({ x: 0, y: 0 })
    expect(next.mobileTiles[0]).toMatchObject({ x: 1, y: 1 })
  })

  it('removes a tile everywhere, or hides it on mobile only', () => {
    const draft = draftOf([intro], [intro])
    expect(removeEverywhere(draft, 'intro')).toMatchObject({ tiles: [], mobileTiles: [] })
    expect(hideOnMobile(draft, 'intro')).toMatchObject({ tiles: [intro], mobileTiles: [] })
  })

  it('patches stored data on both layouts and keeps the rest', () => {
    const next = patchTileData(draftOf([intro], [intro]), 'intro', { image: '/uploads/x.webp' })
    expect(next.mobileTiles[0]!.data).toEqual({ firstName: 'Ada', lastName: 'L', image: '/uploads/x.webp' })
  })

  it('names a tile for screen readers by type, content, place and size', () => {
    expect(tileLabel(intro)).toBe('Introduction: Ada L, column 1, row 1, 2 by 2')
  })

  it("names a tile and a room suggestion in the words it is given (the app's language)", () => {
    const polish: EditorWords = {
      typeName: (type) => (type === 'introduction' ? 'Wizytówka' : type),
      cellPosition: ({ x, y }) => `kolumna ${x + 1}, wiersz ${y + 1}`,
      sizeText: ({ width, height }) => `${width} na ${height}`,
      shrinkTo: (name, size) => `Zmniejsz ${name} do ${size}`,
      hideOnMobile: (name) => `Ukryj ${name} na telefonie`,
      aTile: () => 'kafelek',
      say: (text) => (text === TILE_SUMMARY_TEXTS.noPhoto ? 'jeszcze bez zdjęcia' : text),
    }
    expect(tileLabel(intro, polish)).toBe('Wizytówka: Ada L, kolumna 1, wiersz 1, 2 na 2')
    const photoless = { ...intro, id: 'photo', type: 'image' as const, data: {} }
    expect(tileLabel(photoless, polish)).toBe('image: jeszcze bez zdjęcia, kolumna 1, wiersz 1, 2 na 2')
    expect(tileLabel(photoless)).toBe('Image: no photo yet, column 1, row 1, 2 by 2')
    const draft = draftOf([intro], [intro])
    expect(roomSuggestionText(draft, { kind: 'shrink', tileId: 'intro', width: 1, height: 1 }, polish)).toBe(
      'Zmniejsz Wizytówka (Ada L) do 1 na 1',
    )
    expect(roomSuggestionText(draft, { kind: 'hide', tileId: 'gone' }, polish)).toBe('Ukryj kafelek na telefonie')
  })

  it('lets the plan rules judge a tile type before it is placed', () => {
    const draft = draftOf([intro])
    expect(freePlanProblem(withTileOfType(draft, 'message.me'), draft)?.code).toBe('PRO_TILE')
    expect(freePlanProblem(withTileOfType(draft, 'text'), draft)).toBeUndefined()
  })
})
