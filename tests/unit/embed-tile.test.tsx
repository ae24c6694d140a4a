import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { embedFrameOrigins, needsEmbedPreview, shownEmbed } from '@domain/embed-tile.js'
import { UNSUPPORTED_EMBED_MESSAGE } from '@domain/embeds.js'
import type { StoredTile } from '@domain/grid.js'
import { DEFAULT_LOCALE, type Locale } from '@domain/locales.js'
import { TILE_DATA_SCHEMAS, tileSummary } from '@domain/tile-types.js'
import { loadConfig } from '@server/config.js'
import { Localized } from '@ui/i18n/Localized.js'
import { TileView } from '@ui/tiles/TileView.js'

const FILM = 'https://www.youtube.com/watch?v=aqz-KE-bpKQ'
const SONG = 'https://open.spotify.com/track/4cOdK2wGLETKBW3PvgPWqT'
const fetched = { url: FILM, title: 'Big Buck Bunny', author: 'Blender' }

const embedTile = (data: Record<string, unknown>): StoredTile => ({
  id: 'film',
  type: 'embed',
  x: 0,
  y: 0,
  width: 2,
  height: 2,
  color: 'tile-solid-slate',
  data,
})
const render = (tile: StoredTile, locale: Locale = DEFAULT_LOCALE) =>
  renderToString(
    <Localized locale={locale}>
      <TileView tile={tile} gridName="dana" clickPing="/p" />
    </Localized>,
  )

describe('the embed tile’s data', () => {
  it('stores the canonical address and refuses what it cannot embed, naming what it can', () => {
    const schema = TILE_DATA_SCHEMAS.embed
    expect(schema.parse({ url: 'youtu.be/aqz-KE-bpKQ?si=x' })).toEqual({ url: FILM, title: '', image: '' })
    const refused = schema.safeParse({ url: 'https://vimeo.com.example/1' })
    expect(refused.success || refused.error.issues[0]!.message).toBe(UNSUPPORTED_EMBED_MESSAGE)
    expect(schema.safeParse({ url: FILM, title: 'x'.repeat(101) }).success).toBe(false)
  })

  it('shows the creator’s title, else the provider’s for this address, else the kind of content', () => {
    expect(shownEmbed({ url: FILM, title: 'Mine', preview: fetched })?.title).toBe('Mine')
    expect(shownEmbed({ url: FILM, preview: fetched })).toMatchObject({ title: 'Big Buck Bunny', author: 'Blender' })
    expect(shownEmbed({ url: SONG, preview: fetched })).toMatchObject({
      kind: 'audio',
      title: undefined,
      poster: undefined,
    })
    expect(shownEmbed({ url: 'https://evil.example/' })).toBeUndefined()
    expect(tileSummary({ type: 'embed', data: { url: FILM, preview: fetched } })).toBe('Big Buck Bunny (YouTube)')
  })

  it('needs a preview when it has none or one for another address', () => {
    expect(needsEmbedPreview({ url: FILM })).toBe(true)
    expect(needsEmbedPreview({ url: FILM, preview: fetched })).toBe(false)
    expect(needsEmbedPreview({ url: SONG, preview: fetched })).toBe(true)
  })

  it('lets in exactly the players’ origins of the page’s embeds', () => {
    expect(embedFrameOrigins([{ url: FILM }, { url: SONG }, { url: FILM }, { url: '48.8584, 2.2945' }])).toEqual([
      'https://open.spotify.com',
      'https://www.openstreetmap.org',
      'https://www.youtube-nocookie.com',
    ])
    // Bandcamp's player needs an id only its page knows: the facade links out, no frame is let in.
    expect(embedFrameOrigins([{ url: 'https://artist.bandcamp.com/album/first' }])).toEqual([])
    expect(embedFrameOrigins([])).toEqual([])
  })
})

describe('the embed facade', () => {
  it('links to the original with our poster, title, author and a Play badge, naming its player', () => {
    const html = render(embedTile({ url: FILM, image: '/uploads/tile_images/u1/p1.webp', preview: fetched }))
    expect(html).toContain(`href="${FILM}"`)
    expect(html).toContain('ping="/p"')
    expect(html).toContain('data-player="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1"')
    expect(html).toContain('data-player-title="YouTube player: Big Buck Bunny"')
    expect(html).toContain('<img src="/uploads/tile_images/u1/p1.webp" alt=""')
    expect(html).toContain('<span class="embed-badge-label">Play</span>')
    expect(html).toContain('Blender · YouTube')
  })

  it('draws a poster in the provider’s colours with its mark when it has none of the provider’s', () => {
    const html = render(embedTile({ url: SONG }))
    expect(html).toContain('embed-spotify')
    expect(html).toContain('class="embed-mark"')
    expect(html).not.toContain('<img')
    expect(html).toContain('<span class="embed-badge-label">Listen</span>')
  })

  it('says its fixed words in the page’s language, the creator’s title as it is', () => {
    const untitled = render(embedTile({ url: FILM }), 'pl')
    expect(untitled).toContain('<span class="embed-badge-label">Odtwórz</span>')
    expect(untitled).toContain('<span class="embed-title">Wideo</span>')
    expect(untitled).toContain('data-player-title="Odtwarzacz YouTube: Wideo"')
    expect(untitled).toContain('(otwiera się w nowej karcie)')
    const titled = render(embedTile({ url: FILM, title: 'My film', preview: fetched }), 'pl')
    expect(titled).toContain('<span class="embed-title">My film</span>')
  })

  it('escapes the titles it shows', () => {
    const html = render(embedTile({ url: FILM, title: '<script>alert(1)</script>' }))
    expect(html).not.toContain('<script>')
  })
})

describe('the test provider setting', () => {
  it('is refused outside tests', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', EMBED_TEST_PROVIDER: 'http://127.0.0.1:9999' })).toThrow(
      'EMBED_TEST_PROVIDER is for tests only',
    )
    expect(() => loadConfig({ NODE_ENV: 'test', EMBED_TEST_PROVIDER: 'http://10.0.0.1:9999' })).toThrow(
      /EMBED_TEST_PROVIDER/,
    )
    expect(loadConfig({ NODE_ENV: 'test', EMBED_TEST_PROVIDER: 'http://127.0.0.1:9999' }).EMBED_TEST_PROVIDER).toBe(
      'http://127.0.0.1:9999',
    )
  })
})
