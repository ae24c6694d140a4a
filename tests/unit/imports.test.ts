import { describe, expect, it } from 'vitest'
import { toDraft, type Draft } from '@domain/editor-model.js'
import { DEFAULT_GRID_SETTINGS, MAX_ROWS, MAX_TILES, MOBILE_LAYOUT } from '@domain/grid.js'
import { checkGridContent } from '@domain/grid-content.js'
import { plainTextOfHtml } from '@domain/imports/imported.js'
import { IMPORT_MESSAGES, ImportError, MAX_IMPORT_BYTES } from '@domain/imports/formats.js'
import { parseImport } from '@domain/imports/parse-import.js'
import { placeImported } from '@domain/imports/place-imported.js'
import { fromTesseraFile, tesseraFileOf } from '@domain/imports/tessera-file.js'
import { sayPhrase, type Phrase } from '@domain/text.js'
import { i18nFor } from '@ui/i18n/catalogues'
import {
  linkStackExport,
  linkStackLinksExport,
  linktreeAccount,
  linktreePage,
  openBentoExport,
  TINY_PNG_BASE64,
} from '../fixtures/imports.js'
import { inWords, skippedInWords } from '../helpers/phrases.js'

const UNSAFE = 'Links must start with http://, https://, mailto: or tel:'

const emptyDraft = (): Draft => ({ tiles: [], mobileTiles: [], settings: DEFAULT_GRID_SETTINGS, theme: 'light' })
let counter = 0
const ids = () => `i${++counter}`

function parseError(run: () => unknown): string {
  try {
    run()
  } catch (error) {
    expect(error).toBeInstanceOf(ImportError)
    return (error as Error).message
  }
  throw new Error('expected an ImportError')
}

describe('LinkStack import', () => {
  const parsed = parseImport('linkstack', JSON.stringify(linkStackExport()))

  it('turns links, headings, text blocks, social icons and the profile into tiles in page order', () => {
    expect(inWords(parsed.tiles.map((tile) => tile.label))).toEqual([
      'Introduction (Lark Sparrow, photo)',
      'Social links (Instagram, X)',
      'Text (My recordings)',
      'Link (Dawn chorus)',
      'Link (GitHub)',
      'Text (About I record birds at dawn.…)',
    ])
    const [intro, social, , dawn, github, about] = parsed.tiles
    expect(intro!.data).toEqual({ firstName: 'Lark Sparrow', description: 'Birdsong field recordings' })
    expect(intro!.image).toEqual({ base64: TINY_PNG_BASE64, bucket: 'profile_images' })
    expect(social!.data).toEqual({
      profiles: [
        { platform: 'Instagram', url: 'https://instagram.com/lark.sounds' },
        { platform: 'X', url: 'https://x.com/larksounds' },
      ],
    })
    expect(dawn!.data).toEqual({
      links: [{ url: 'https://example.org/dawn-chorus', icon: 'Other' }],
      label: 'Dawn chorus',
    })
    expect(github!.data).toEqual({ links: [{ url: 'https://github.com/lark', icon: 'GitHub' }], label: 'GitHub' })
    expect(about!.data).toEqual({ header: '', text: 'About\nI record birds at dawn.\nMostly larks.' })
  })

  it('skips javascript: and data: links and spacers, saying why', () => {
    expect(skippedInWords(parsed.skipped)).toEqual([
      { item: 'Free prize (javascript:alert(document.cookie))', reason: UNSAFE },
      { item: 'a spacer', reason: 'spacers have no tile here; the grid leaves room itself' },
      { item: 'Data trick (data:text/html,<script>alert(1)</script>)', reason: UNSAFE },
    ])
  })

  it('reads the smaller "Export links" file too', () => {
    const links = parseImport('linkstack', JSON.stringify(linkStackLinksExport()))
    expect(links.tiles.map((tile) => tile.type)).toEqual(['social-links', 'text', 'link', 'link', 'text'])
  })

  it('takes 10,000 links and places what fits, listing the rest', () => {
    const rows = Array.from({ length: 10_000 }, (_, index) => ({
      button_id: 1,
      link: `https://example.com/${index}`,
      title: `Link ${index}`,
      order: index,
    }))
    const many = parseImport('linkstack', JSON.stringify({ links: rows }))
    expect(many.tiles).toHaveLength(10_000)
    const plan = placeImported(emptyDraft(), many, 'free', undefined, ids)
    expect(plan.draft.tiles).toHaveLength(MAX_TILES)
    // The phone's 3 columns hold 180 one-cell tiles in 60 rows: the rest are listed as not on the phone.
    expect(plan.draft.mobileTiles).toHaveLength(MOBILE_LAYOUT.columns * MAX_ROWS)
    expect(plan.skipped).toHaveLength(10_000 - MAX_TILES)
    expect(skippedInWords(plan.skipped)[0]).toEqual({ item: `Link (Link ${MAX_TILES})`, reason: 'A page holds at most 200 tiles.' })
    expect(checkGridContent({ ...plan.draft, version: 1 }).ok).toBe(true)
  })
})

describe('sanitising text from other services', () => {
  it('keeps no markup or script, only text and line breaks', () => {
    expect(
      plainTextOfHtml(
        '<p>Hi<script>alert("x")</script> <b>there</b></p><p>&lt;script&gt;x&lt;/script&gt; &amp; more</p>',
      ),
    ).toBe('Hi there\nx & more')
    expect(plainTextOfHtml('<ul><li>one</li><li>two</li></ul><img src=x onerror=alert(1)>')).toBe('• one\n• two')
    expect(plainTextOfHtml('<scr<script>ipt>alert(1)</script>')).toBe('')
  })
})

describe('OpenBento import', () => {
  const parsed = parseImport('openbento', JSON.stringify(openBentoExport()))

  it('maps links, text, media and YouTube in reading order, and the profile to the introduction', () => {
    expect(inWords(parsed.tiles.map((tile) => tile.label))).toEqual([
      'Introduction (Lark Sparrow, photo)',
      'Social links (GitHub, Instagram)',
      'Link (Shop)',
      'Image (Marsh)',
      'Embed (My videos)',
      'Text (Hello)',
      'Image (Remote)',
    ])
    expect(parsed.tiles[3]!.image).toEqual({ base64: TINY_PNG_BASE64, bucket: 'tile_images' })
    expect(parsed.tiles[4]).toMatchObject({
      type: 'embed',
      data: { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', title: 'My videos' },
    })
  })

  it('fetches nothing itself: images at web addresses are left for the server to fetch under its SSRF rules', () => {
    expect(parsed.tiles[0]!.image).toEqual({ url: 'https://images.example.com/lark.jpg', bucket: 'profile_images' })
    expect(parsed.tiles.at(-1)!.image).toEqual({ url: 'https://images.example.com/marsh.jpg', bucket: 'tile_images' })
    expect(skippedInWords(parsed.skipped)).toEqual([
      { item: 'a spacer', reason: 'spacers have no tile here; the grid leaves room itself' },
      { item: 'Where I record', reason: '“MAP” blocks have no tile here' },
    ])
  })

  it("names what it adds and leaves out in the reader's language, the file's own words untranslated", () => {
    const polish = i18nFor('pl')
    const inPolish = (said: Phrase) => sayPhrase(said, (text, values) => polish._(text, values))
    expect(parsed.tiles.map((tile) => inPolish(tile.label)).slice(0, 4)).toEqual([
      'Wizytówka (Lark Sparrow, zdjęcie)',
      'Linki społecznościowe (GitHub, Instagram)',
      'Link (Shop)',
      'Obraz (Marsh)',
    ])
    expect(parsed.skipped.map(({ item, reason }) => `${inPolish(item)}: ${inPolish(reason)}`)).toEqual([
      'odstęp: odstępy nie mają tu kafelka; siatka sama zostawia miejsce',
      'Where I record: bloki „MAP” nie mają tu kafelka',
    ])
  })

  it('reads a saved bento wrapped in { data }', () => {
    const wrapped = parseImport('openbento', JSON.stringify({ id: 'x', name: 'x', data: openBentoExport() }))
    expect(wrapped.tiles).toHaveLength(parsed.tiles.length)
  })
})

describe('Linktree import', () => {
  it('reads the page’s __NEXT_DATA__ and skips inactive, locked and unsafe links, saying so', () => {
    const parsed = parseImport('linktree', linktreePage())
    expect(inWords(parsed.tiles.map((tile) => tile.label))).toEqual([
      'Introduction (lark, photo)',
      'Social links (Instagram, Email)',
      'Text (Listen)',
      'Link (Podcast)',
    ])
    expect(parsed.tiles[0]!.image).toEqual({
      url: 'https://ugc.production.linktr.ee/avatar.jpg',
      bucket: 'profile_images',
    })
    expect(skippedInWords(parsed.skipped)).toEqual([
      { item: 'Old album', reason: 'it is switched off on Linktree' },
      { item: 'Members only', reason: 'it is locked on Linktree (age, code or payment)' },
      { item: 'Sneaky (javascript:alert(1))', reason: UNSAFE },
    ])
  })

  it('names what is missing when the HTML is not a Linktree page', () => {
    expect(parseError(() => parseImport('linktree', '<html><body>hello</body></html>'))).toBe(
      IMPORT_MESSAGES.noNextData,
    )
  })

  it('keeps script tags in titles as plain text, never as markup', () => {
    const account = {
      ...linktreeAccount(),
      links: [{ title: '<script>alert(1)</script>Hi', url: 'https://a.example.com' }],
    }
    const parsed = parseImport('linktree', linktreePage(account))
    expect(parsed.tiles.at(-1)!.data.label).toBe('<script>alert(1)</script>Hi')
  })
})

describe('bad files', () => {
  it('refuses a file over 5 MB with a clear message', () => {
    const big = JSON.stringify({ links: [], name: 'x'.repeat(6 * 1024 * 1024) })
    expect(big.length).toBeGreaterThan(MAX_IMPORT_BYTES)
    expect(parseError(() => parseImport('linkstack', big))).toBe(
      'This file is larger than 5 MB. Imports read files of at most 5 MB.',
    )
  })

  it('refuses deeply nested JSON before parsing it', () => {
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`
    expect(parseError(() => parseImport('openbento', deep))).toBe('This file is nested too deeply to be an export.')
  })

  it('refuses what is not JSON, or JSON of another shape, naming the problem', () => {
    expect(parseError(() => parseImport('linkstack', 'hello'))).toBe(
      'This is not a LinkStack export: the file is not JSON.',
    )
    expect(parseError(() => parseImport('linkstack', '{"user":1}'))).toMatch(/^This is not a LinkStack export: links: /)
    expect(parseError(() => parseImport('tessera', '{"format":"other"}'))).toBe(
      'This is not a Tessera export: format: format must be "tessera-grid".',
    )
  })
})

describe('placing imported tiles', () => {
  it('adds them in reading order on both layouts, and the draft passes the save checks', () => {
    const parsed = parseImport('linkstack', JSON.stringify(linkStackExport(null)))
    const plan = placeImported(emptyDraft(), parsed, 'free', undefined, ids)
    expect(plan.added).toHaveLength(6)
    const check = checkGridContent({ ...plan.draft, version: 1 })
    expect(check.ok).toBe(true)
    expect(plan.draft.mobileTiles.length).toBeGreaterThan(0)
    expect(inWords(plan.added)).toEqual([
      'Introduction (Lark Sparrow)',
      'Social links (Instagram, X)',
      'Text (My recordings)',
      'Link (Dawn chorus)',
      'Link (GitHub)',
      'Text (About I record birds at dawn.…)',
    ])
    expect(plan.skipped).toEqual(parsed.skipped)
  })

  it('fills the empty fields of the page’s own introduction instead of adding a second', () => {
    const draft: Draft = {
      ...emptyDraft(),
      tiles: [
        {
          id: 'intro',
          type: 'introduction',
          x: 0,
          y: 0,
          width: 2,
          height: 2,
          color: 'tile-theme',
          data: { firstName: 'Me' },
        },
      ],
    }
    const parsed = parseImport('linkstack', JSON.stringify(linkStackExport(null)))
    const plan = placeImported(draft, parsed, 'free', undefined, ids)
    expect(sayPhrase(plan.added[0]!)).toBe('your Introduction’s description')
    expect(plan.draft.tiles.filter((tile) => tile.type === 'introduction')).toHaveLength(1)
    expect(plan.draft.tiles[0]!.data).toEqual({ firstName: 'Me', description: 'Birdsong field recordings' })
  })

  it('leaves Pro tiles out on Free, saying why', () => {
    const grid = {
      name: 'lark',
      settings: DEFAULT_GRID_SETTINGS,
      theme: 'light',
      tiles: [
        {
          id: 'm',
          type: 'message.me' as const,
          x: 0,
          y: 0,
          width: 2,
          height: 2,
          color: 'tile-theme',
          data: { header: 'Hi', allowAnonymous: true },
        },
        {
          id: 't',
          type: 'text' as const,
          x: 2,
          y: 0,
          width: 2,
          height: 1,
          color: 'tile-theme',
          data: { header: 'About', text: '' },
        },
      ],
      mobileTiles: [],
    }
    const file = tesseraFileOf(grid, new Map(), new Date(0))
    const plan = placeImported(emptyDraft(), fromTesseraFile(file), 'free', undefined, ids)
    expect(inWords(plan.added)).toEqual(['Text (About)'])
    expect(skippedInWords(plan.skipped)).toEqual([{ item: 'Message box (Hi)', reason: 'this tile is available only for PRO users' }])
  })
})

describe('the Tessera file', () => {
  it('round-trips a page: the same tiles in the same places, images carried inside', () => {
    const image = '/uploads/tile_images/user1/abc.webp'
    const grid = {
      name: 'lark',
      settings: { ...DEFAULT_GRID_SETTINGS, fontId: 3 },
      theme: 'dark',
      tiles: [
        {
          id: 'a',
          type: 'image' as const,
          x: 2,
          y: 1,
          width: 2,
          height: 2,
          color: 'tile-theme',
          data: { image, alt: 'Marsh' },
        },
        {
          id: 'b',
          type: 'link' as const,
          x: 0,
          y: 0,
          width: 1,
          height: 1,
          color: 'tile-gradient-blue',
          data: { links: [{ url: 'https://a.example.com/', icon: 'Other' }] },
        },
      ],
      mobileTiles: [
        {
          id: 'a',
          type: 'image' as const,
          x: 0,
          y: 3,
          width: 3,
          height: 2,
          color: 'tile-theme',
          data: { image, alt: 'Marsh' },
        },
      ],
    }
    const file = tesseraFileOf(grid, new Map([[image, new Uint8Array([1, 2, 3])]]), new Date(0))
    expect(file).toMatchObject({ format: 'tessera-grid', version: 1, images: { [image]: 'AQID' } })
    const parsed = parseImport('tessera', JSON.stringify(file))
    expect(parsed.tiles[0]!.image).toEqual({ base64: 'AQID', bucket: 'tile_images' })
    const plan = placeImported(
      toDraft({ ...file, name: 'x', active: true, updatedAt: '', version: 1, draft: null }),
      parsed,
      'pro',
      undefined,
      ids,
    )
    const shape = (
      tiles: readonly { type: string; x: number; y: number; width: number; height: number; color: string }[],
    ) => tiles.map(({ type, x, y, width, height, color }) => ({ type, x, y, width, height, color }))
    expect(shape(plan.draft.tiles)).toEqual(shape(grid.tiles))
    expect(shape(plan.draft.mobileTiles)).toEqual(shape(grid.mobileTiles))
    expect(plan.draft.settings.fontId).toBe(3)
    expect(plan.draft.theme).toBe('dark')
  })
})
