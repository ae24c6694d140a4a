import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { CLICKABLE_TILE_TYPES } from '@domain/analytics.js'
import { TILE_TYPE_NAMES } from '@domain/editor-model.js'
import { StoredTileSchema, type TileType } from '@domain/grid.js'
import { PRO_TILE_TYPES } from '@domain/plans.js'
import { TILE_TYPE_IDS, TILE_TYPE_TABLE } from '@domain/tile-types.js'
import { CLIENT_TILE_KINDS, type ClientTileKind } from '@client/tiles/registry.js'
import { TILE_KINDS, type TileKind } from '@ui/tiles/TileView.js'

/** Every file below src/, as paths from the repository root. */
function sourceFiles(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? sourceFiles(path) : [path]
  })
}

/** The files that spell a type's id in code: as a string literal ('qa') or as an object key (qa: …). */
function filesSpelling(id: string): string[] {
  const escaped = id.replace(/[.-]/g, '\\$&')
  const spelled = new RegExp(`'${escaped}'|(^|[\\s{,])${escaped}\\s*:`, 'm')
  return sourceFiles().filter((path) => /\.tsx?$/.test(path) && spelled.test(readFileSync(path, 'utf8')))
}

describe('the tile registries', () => {
  it('spell each distinctive type id in at most 4 source files', () => {
    for (const id of ['introduction', 'links-grid', 'message.me', 'qa']) {
      const files = filesSpelling(id)
      expect(files.length, `${id}: ${files.join(', ')}`).toBeLessThanOrEqual(4)
    }
  })

  it('derive the domain lists from the one table', () => {
    expect(StoredTileSchema.shape.type.options).toEqual(TILE_TYPE_IDS)
    expect([...PRO_TILE_TYPES]).toEqual(TILE_TYPE_IDS.filter((type) => TILE_TYPE_TABLE[type].plan === 'pro'))
    expect([...CLICKABLE_TILE_TYPES]).toEqual(['image', 'link', 'links-grid', 'social-links', 'embed'])
    expect(Object.values(TILE_TYPE_NAMES)).toEqual(TILE_TYPE_IDS.map((type) => TILE_TYPE_TABLE[type].name))
  })

  it('give every type of the domain table a page part and an app part', () => {
    expect(Object.keys(TILE_KINDS)).toEqual(TILE_TYPE_IDS)
    expect(Object.keys(CLIENT_TILE_KINDS)).toEqual(TILE_TYPE_IDS)
  })

  // Checked by `npm run typecheck` (part of `npm test`): each registry is a Record over TileType, and
  // such a record without one of the types does not build.
  it('do not build with a type missing', () => {
    expectTypeOf(TILE_KINDS).toEqualTypeOf<Record<TileType, TileKind>>()
    expectTypeOf(CLIENT_TILE_KINDS).toEqualTypeOf<Record<TileType, ClientTileKind>>()
    const { qa: _pageQa, ...pageKindsButOne } = TILE_KINDS
    const { qa: _appQa, ...appKindsButOne } = CLIENT_TILE_KINDS
    // @ts-expect-error the Q&A type has no page part
    const pageKinds: Record<TileType, TileKind> = pageKindsButOne
    // @ts-expect-error the Q&A type has no form or sketch
    const appKinds: Record<TileType, ClientTileKind> = appKindsButOne
    expect([pageKinds, appKinds].map((kinds) => Object.keys(kinds).length)).toEqual([8, 8])
  })
})
