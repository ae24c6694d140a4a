import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FONTS } from '@domain/fonts.js'
import { DEFAULT_GRID_SETTINGS, type StoredTile, type TileType } from '@domain/grid.js'
import { LINK_ICON_NAMES, linkIcon } from '@domain/link-icons.js'
import { DEFAULT_LOCALE } from '@domain/locales.js'
import { DEFAULT_THEME, THEMES } from '@domain/themes.js'
import { TILE_COLORS } from '@domain/tile-colors.js'
import { GridPage, type PublicGrid } from '@ui/GridPage.js'
import { Localized } from '@ui/i18n/Localized.js'
import { TileView } from '@ui/tiles/TileView.js'

function tile(type: TileType, data: Record<string, unknown>, size = { width: 2, height: 2 }): StoredTile {
  return { id: `t-${type.replace('.', '')}`, type, x: 0, y: 0, ...size, color: 'tile-gradient-blue', data }
}

const renderTile = (stored: StoredTile, eager = false) =>
  renderToString(
    <Localized locale={DEFAULT_LOCALE}>
      <TileView tile={stored} gridName="dana" eager={eager} />
    </Localized>,
  )

function renderPage(grid: Partial<PublicGrid> = {}) {
  const tiles = grid.tiles ?? [tile('introduction', { firstName: 'Dana', lastName: 'Demo', description: 'Maker.' })]
  return renderToString(
    <Localized locale={DEFAULT_LOCALE}>
      <GridPage
        grid={{
          name: 'dana',
          tiles,
          mobileTiles: tiles,
          settings: DEFAULT_GRID_SETTINGS,
          theme: DEFAULT_THEME,
          ...grid,
        }}
      />
    </Localized>,
  )
}

const HOSTILE = '<script>alert(1)</script>'

describe('introduction tile', () => {
  it('shows the name as a heading, the description, and email and phone as mailto: and tel: links', () => {
    const html = renderTile(
      tile('introduction', {
        firstName: 'Dana',
        lastName: 'Demo',
        description: 'Maker.',
        email: 'dana@example.com',
        phone: '+48 500 000 000',
      }),
    )
    expect(html).toContain('<h2>Dana Demo</h2>')
    expect(html).toContain('<p>Maker.</p>')
    expect(html).toContain('href="mailto:dana@example.com"')
    expect(html).toContain('href="tel:+48500000000"')
    expect(html).toContain('+48 500 000 000</a>')
    expect(html).not.toContain('target="_blank"')
  })

  it('keeps a first name alone as the plain heading', () => {
    expect(renderTile(tile('introduction', { firstName: 'alice' }))).toContain('<h2>alice</h2>')
  })

  it('shows an uploaded photo as a round image with its size set', () => {
    const html = renderTile(tile('introduction', { firstName: 'Dana', image: '/uploads/profile_images/u/p.webp' }))
    expect(html).toMatch(
      /<img class="avatar" src="\/uploads\/profile_images\/u\/p.webp" alt="" width="128" height="128"/,
    )
  })

  it('escapes markup in every field', () => {
    const html = renderTile(tile('introduction', { firstName: HOSTILE, description: HOSTILE, email: HOSTILE }))
    expect(html).not.toContain('<script>')
    expect(html).toContain('&lt;script&gt;')
  })
})

describe('image tile', () => {
  it('fills the tile with the image, its alt text and size, loading lazily below the fold', () => {
    const html = renderTile(tile('image', { image: '/uploads/tile_images/u/a.webp', alt: 'A sunset' }))
    expect(html).toContain('src="/uploads/tile_images/u/a.webp"')
    expect(html).toContain('alt="A sunset"')
    expect(html).toMatch(/width="\d+" height="\d+"/)
    expect(html).toContain('loading="lazy"')
  })

  it('loads at once above the fold', () => {
    expect(renderTile(tile('image', { image: '/uploads/tile_images/u/a.webp' }), true)).toContain('loading="eager"')
  })

  it('draws no image for a URL that is not an upload', () => {
    expect(renderTile(tile('image', { image: 'javascript:alert(1)' }))).not.toContain('<img')
  })
})

describe('link tile', () => {
  it('links to the normalised URL in a new tab with the brand icon, its name and the host', () => {
    const html = renderTile(
      tile('link', { links: [{ url: 'github.com/dana', icon: 'GitHub' }] }, { width: 1, height: 1 }),
    )
    expect(html).toContain('href="https://github.com/dana" target="_blank" rel="noopener noreferrer"')
    expect(html).toContain('<strong>GitHub</strong><span class="host">github.com</span>')
    expect(html).toContain('<svg class="icon" viewBox="0 0 24 24" aria-hidden="true"><path d="')
    expect(html).toContain('(opens in a new tab)')
  })

  it("shows the owner's label (a handle) instead of the bare domain, escaped", () => {
    const instagram = { links: [{ url: 'instagram.com/ninamakes', icon: 'Instagram' }], label: '@ninamakes' }
    expect(renderTile(tile('link', instagram))).toContain(
      '<strong>Instagram</strong><span class="host">@ninamakes</span>',
    )
    const other = { links: [{ url: 'ninamakes.shop', icon: 'Other' }], label: HOSTILE }
    const html = renderTile(tile('link', other))
    expect(html).toContain('<strong>&lt;script&gt;alert(1)&lt;/script&gt;</strong>')
    expect(html).not.toContain('ninamakes.shop</strong>')
  })

  it("names an 'Other' link by its host", () => {
    const html = renderTile(tile('link', { links: [{ url: 'https://www.example.com/x', icon: 'Other' }] }))
    expect(html).toContain('<strong>example.com</strong>')
  })

  it.each(['javascript:alert(1)', 'JaVaScRiPt:alert(1)', ' \u0001javascript:alert(1)', 'data:text/html,x'])(
    'renders %j as text, never as an href',
    (url) => {
      const html = renderTile(tile('link', { links: [{ url, icon: 'GitHub' }] }))
      expect(html).not.toContain('href=')
      expect(html).not.toContain('<a')
    },
  )
})

describe('links grid tile', () => {
  const links = [
    { url: 'https://instagram.com/dana', icon: 'Instagram' },
    { url: 'javascript:alert(1)', icon: 'YouTube' },
    { url: 'example.org', icon: 'Other' },
    { url: 'https://twitch.tv/dana', icon: 'NoSuchIcon' },
    { url: 'https://fifth.example', icon: 'GitHub' },
  ]

  it('shows four links, each named by its brand or host', () => {
    const html = renderTile(tile('links-grid', { links }))
    expect(html.match(/<li>/g)).toHaveLength(4)
    expect(html).toContain('<span class="label">Instagram</span>')
    expect(html).toContain('<span class="label">example.org</span>')
    expect(html).toContain('<span class="label">twitch.tv</span>')
    expect(html).not.toContain('fifth.example')
  })

  it('never emits a javascript: URL as an href', () => {
    const html = renderTile(tile('links-grid', { links }))
    expect(html).not.toMatch(/href="[^"]*javascript/i)
    expect(html).toContain('<span class="cell">')
  })
})

describe('text tile', () => {
  it('shows the header and the text with its line breaks, escaped', () => {
    const html = renderTile(tile('text', { header: 'About', text: `Line one\nLine two ${HOSTILE}` }))
    expect(html).toContain('<h2>About</h2>')
    expect(html).toContain('Line one\nLine two &lt;script&gt;')
    expect(html).not.toContain('<script>')
  })
})

describe('message tile', () => {
  // 3 x 2 shows the single form; smaller tiles take the message in steps (see below).
  const message = (data: Record<string, unknown>, width = 3, height = 2) =>
    renderTile(tile('message.me', { header: 'Ask me', ...data }, { width, height }))

  it('is a plain form posting to the grid, with a labelled, bounded message field and a submit button', () => {
    const html = message({})
    expect(html).toMatch(/<form [^>]*action="\/dana\/messages" method="post"/)
    expect(html).toContain('<label for="t-messageme-message">Your message</label>')
    expect(html).toMatch(/<textarea id="t-messageme-message" name="message" required="" minLength="5" maxLength="2000"/)
    expect(html).toContain('<button type="submit">Send Message</button>')
    expect(html).not.toContain('<script')
  })

  it('has a honeypot that people neither see nor reach', () => {
    const html = message({})
    expect(html).toMatch(
      /<div class="honeypot" aria-hidden="true">.*<input id="t-messageme-website" tabindex="-1" autoComplete="off" name="website"\/>/,
    )
  })

  it('offers the author field when anonymous messages are allowed and the tile shows the single form', () => {
    const html = message({ allowAnonymous: true })
    expect(html).toContain('<label for="t-messageme-author">Nickname (optional)</label>')
    expect(html).toContain('aria-describedby="t-messageme-author-hint"')
    expect(html).toContain('Shown with your anonymous message instead of “Anonymous”.')
    expect(html).toMatch(/name="author"/)
    expect(html).toMatch(/maxLength="40"/)
  })

  it('allows anonymous messages by default', () => {
    expect(message({})).toMatch(/name="author"/)
  })

  it('hides the author field when anonymous messages are not allowed', () => {
    expect(message({ allowAnonymous: false })).not.toMatch(/name="author"/)
  })

  it('hides the author field on a tile narrower than 2', () => {
    expect(message({ allowAnonymous: true }, 1)).not.toMatch(/name="author"/)
  })

  it('shows an anonymous box, disabled until the page script knows the visitor is signed in', () => {
    expect(message({})).toMatch(
      /<label class="anon"><input type="checkbox" disabled="" checked=""\/>Send anonymously<\/label>/,
    )
    expect(message({ allowAnonymous: false })).not.toContain('Send anonymously')
  })

  it.each([
    [2, 1],
    [2, 2],
    [4, 1],
  ])('takes the message in steps on a %i x %i tile, starting with a link that opens the form', (width, height) => {
    const html = message({}, width, height)
    expect(html).toMatch(/<form [^>]*data-flow="steps" data-step="start"/)
    expect(html).toContain('<a class="button" href="#t-messageme-write">Send Message</a>')
    expect(html).toMatch(/<div class="step step-message" data-part="message" id="t-messageme-write">/)
    expect(html).toContain('<button type="button" data-choice="incognito">Incognito</button>')
    expect(html).toContain('<button type="submit">Send</button>')
    expect(html).not.toMatch(/name="author"/)
  })

  it('offers no Incognito step where anonymous messages are not allowed', () => {
    expect(message({ allowAnonymous: false }, 2, 1)).not.toContain('Incognito')
  })
})

describe('GridPage', () => {
  it('is a complete document titled and described by the intro tile', () => {
    const html = renderPage()
    expect(html).toMatch(/^<html lang="en">/)
    expect(html).toContain('<title>Dana Demo · Tessera</title>')
    expect(html).toContain('<meta name="description" content="Maker."/>')
  })

  it('falls back to the grid name without an intro tile', () => {
    const html = renderPage({ tiles: [tile('text', { header: 'Hi', text: 'There' })] })
    expect(html).toContain('<title>dana · Tessera</title>')
    expect(html).toContain('<meta name="description" content="dana"/>')
  })

  it("shows the 'created with Tessera' link only when showLogo is true", () => {
    expect(renderPage()).toMatch(/<footer class="made"><a href="\/">.*created with <b>Tessera<\/b>/)
    const withoutLogo = renderPage({ settings: { ...DEFAULT_GRID_SETTINGS, showLogo: false } })
    expect(withoutLogo).not.toContain('created with')
    expect(withoutLogo).toContain('<title>Dana Demo</title>')
  })

  it('preloads and declares the self-hosted font with font-display swap', () => {
    const html = renderPage({ settings: { ...DEFAULT_GRID_SETTINGS, fontId: 10 } })
    expect(html).toContain(
      '<link rel="preload" href="/fonts/playfair-display-latin-400-normal.woff2" as="font" type="font/woff2" crossorigin=""/>',
    )
    expect(html).toContain('font-family:"Playfair Display";font-style:normal;font-weight:400;font-display:swap')
  })

  it('inlines only the CSS of the tile types and colours it shows', () => {
    const html = renderPage()
    expect(html).toContain('.t-intro')
    expect(html).toContain('.tile-gradient-blue{')
    expect(html).not.toContain('.t-message')
    expect(html).not.toContain('.tile-gradient-pink{')
  })

  it('puts the tiles in the document row by row, left to right, whatever order they were added in', () => {
    const at = (header: string, x: number, y: number) => ({
      ...tile('text', { header, text: '' }, { width: 1, height: 1 }),
      id: header,
      x,
      y,
    })
    const html = renderPage({ tiles: [at('third', 0, 2), at('second', 3, 0), at('fourth', 4, 2), at('first', 1, 0)] })
    const order = ['first', 'second', 'third', 'fourth'].map((header) => html.indexOf(`>${header}<`))
    expect(order.every((index) => index > 0)).toBe(true)
    expect(order).toEqual([...order].sort((a, b) => a - b))
  })

  it('places each tile on both layouts and hides tiles left out of the mobile one', () => {
    const intro = { ...tile('introduction', { firstName: 'Dana' }), id: 'intro' }
    const text = { ...tile('text', { header: 'Hi' }), id: 'about', x: 2, width: 2, height: 1 }
    const html = renderPage({ tiles: [intro, text], mobileTiles: [{ ...intro, width: 3, height: 1 }] })
    expect(html).toContain('.p-intro{grid-area:1/1/span 1/span 3}')
    expect(html).toContain('.p-about{display:none}')
    expect(html).toContain('.p-intro{grid-area:1/1/span 2/span 2}.p-about{grid-area:1/3/span 1/span 2}')
  })

  it('leaves out tiles whose id or geometry could not be put in CSS safely', () => {
    const badId = { ...tile('text', { header: 'Bad id' }), id: 'x}body{display:none' }
    const badSize = { ...tile('text', { header: 'Bad size' }), id: 'ok', width: '1}*{color:red' as unknown as number }
    const html = renderPage({ tiles: [badId, badSize] })
    expect(html).not.toContain('Bad id')
    expect(html).not.toContain('Bad size')
    expect(html).not.toContain('body{display:none')
    expect(html).not.toContain('color:red')
  })

  it('paints an unknown theme and an unknown tile colour with the defaults', () => {
    const html = renderPage({ theme: 'no-such-theme', tiles: [{ ...tile('text', { header: 'Hi' }), color: 'x;}' }] })
    expect(html).toContain(`--page:${THEMES[0]!.colors.page}`)
    expect(html).toContain('class="tile tile-gradient-blue p-t-text"')
    expect(html).not.toContain('x;}')
  })

  it('adds the grain overlay at the chosen opacity, and none at zero', () => {
    expect(renderPage({ settings: { ...DEFAULT_GRID_SETTINGS, grainEffect: 0.4 } })).toMatch(
      /body::after\{[^}]*opacity:0.4\}/,
    )
    expect(renderPage({ settings: { ...DEFAULT_GRID_SETTINGS, grainEffect: 0 } })).not.toContain('body::after')
  })
})

/** WCAG relative luminance of `#rrggbb`, or of daisyUI's `oklch(L% C H)` (via OKLab, clipped to sRGB). */
function luminance(color: string): number {
  let linear: number[]
  if (color.startsWith('#')) {
    linear = [1, 3, 5].map((start) => {
      const channel = Number.parseInt(color.slice(start, start + 2), 16) / 255
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
    })
  } else {
    const [lightness = 0, chroma = 0, hue = 0] = color
      .replace(/oklch\(|\)|%/g, '')
      .split(' ')
      .map(Number)
    const [l, a, b] = [
      lightness / 100,
      chroma * Math.cos((hue * Math.PI) / 180),
      chroma * Math.sin((hue * Math.PI) / 180),
    ]
    const [lms1, lms2, lms3] = [
      (l + 0.3963377774 * a + 0.2158037573 * b) ** 3,
      (l - 0.1055613458 * a - 0.0638541728 * b) ** 3,
      (l - 0.0894841775 * a - 1.291485548 * b) ** 3,
    ]
    linear = [
      4.0767416621 * lms1 - 3.3077115913 * lms2 + 0.2309699292 * lms3,
      -1.2684380046 * lms1 + 2.6097574011 * lms2 - 0.3413193965 * lms3,
      -0.0041960863 * lms1 - 0.7034186147 * lms2 + 1.707614701 * lms3,
    ].map((channel) => Math.min(1, Math.max(0, channel)))
  }
  return 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!
}

function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a)
  return (lighter! + 0.05) / (darker! + 0.05)
}

describe('catalogues', () => {
  it.each(TILE_COLORS.filter((color) => color.text.startsWith('#')).map((color) => [color.className, color] as const))(
    '%s keeps its text readable (WCAG AA) on every stop',
    (_name, color) => {
      for (const stop of color.background) expect(contrast(stop, color.text)).toBeGreaterThanOrEqual(4.5)
    },
  )

  it.each(THEMES.map((theme) => [theme.name, theme] as const))('%s keeps text and buttons readable', (_name, theme) => {
    const { page, surface, text, accent, accentText } = theme.colors
    expect(contrast(page, text)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(surface, text)).toBeGreaterThanOrEqual(4.5)
    expect(contrast(accent, accentText)).toBeGreaterThanOrEqual(4.5)
  })

  it('has at least 16 themes, light and dark free, about half premium', () => {
    expect(THEMES.length).toBeGreaterThanOrEqual(16)
    expect(THEMES.filter((theme) => ['light', 'dark'].includes(theme.name)).every((theme) => !theme.premium)).toBe(true)
    const premiumShare = THEMES.filter((theme) => theme.premium).length / THEMES.length
    expect(premiumShare).toBeGreaterThan(0.35)
    expect(premiumShare).toBeLessThan(0.65)
  })

  it("has the spec's 13 fonts, ids 0 to 12, each file installed", () => {
    const require = createRequire(import.meta.url)
    expect(FONTS.map((font) => font.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    for (const font of FONTS) {
      for (const file of Object.values(font.files)) {
        expect(existsSync(require.resolve(`${font.packageName}/files/${file}`))).toBe(true)
      }
    }
  })

  it("draws every one of the spec's 30 link icons", () => {
    expect(LINK_ICON_NAMES).toHaveLength(30)
    for (const name of LINK_ICON_NAMES) expect(linkIcon(name).path).toMatch(/^[Mm]/)
    expect(linkIcon('Unknown').name).toBe('Other')
  })
})
