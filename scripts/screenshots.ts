// `npm run screenshots`: real screenshots of Tessera pages for the landing page. It seeds a scratch
// data directory (`tessera seed demo` plus a few showcase pages in several themes), starts the built
// server, photographs the pages in Chromium and writes optimised WebP files to public/landing/ and
// their manifest (sizes, alt texts, cache-busting versions) to src/ui/landing/screenshots.ts.
// The walk-through's frames are taken once per language: the app and the page's fixed words in it
// (the demo page's own text is its creator's and stays as written).
// Re-run it whenever the public page or the themes change; it replaces the previous set.
import { spawnSync } from 'node:child_process'
import { createHash, randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import type { Browser, Page } from 'playwright-core'
import * as prettier from 'prettier'
import sharp from 'sharp'
import { DEFAULT_GRID_SETTINGS, type StoredTile } from '@domain/grid.js'
import { LOCALES, type Locale } from '@domain/locales.js'
import { openDatabase, type Db } from '@server/db/client.js'
import { grids, profiles, users } from '@server/db/schema.js'
import { DEMO_TILES, DEMO_USERNAME } from '@server/services/demo.js'
import { startServer } from './lib/built-server.js'
import { launchBrowser } from './lib/chromium.js'
import {
  ART,
  ART_PREFIX,
  DEMO_PHOTO,
  DEMO_THEMED,
  SHOWCASES,
  type Geometry,
  type ShowcaseTile,
} from './screenshots/showcases.js'

const OUTPUT_DIR = 'public/landing'
const MANIFEST_FILE = 'src/ui/landing/screenshots.ts'
const DESKTOP = { width: 1280, height: 800 }
const PHONE = { width: 390, height: 844 }

interface Shot {
  /** File name without extension; stable, so the README can show one. */
  name: string
  /** The language of the words it shows, for a walk-through frame (the pages show their creators'). */
  locale?: Locale
  /** The alt text in English, and its id in the catalogue (ADR 0068), where its translations are. */
  alt: { id: string; message: string }
  png: Buffer
  /** Output width in pixels; the height keeps the aspect ratio. */
  width: number
  quality: number
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-screenshots-'))
  try {
    runCli(['seed', 'demo'], dataDir)
    await addShowcases(dataDir)
    const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'error' })
    const browser = await launchBrowser()
    try {
      const shots = await takeShots(browser, server.baseUrl)
      await writeOutput(shots)
    } finally {
      await browser.close()
      await server.stop()
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

function runCli(args: string[], dataDir: string) {
  const result = spawnSync(process.execPath, ['bin/tessera.js', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`tessera ${args.join(' ')} failed: ${result.stderr}`)
}

/** Writes straight to the scratch database (before the server opens it): showcase users and pages. */
async function addShowcases(dataDir: string) {
  const database = await openDatabase({ dataDir })
  try {
    await database.migrate()
    const { db } = database
    for (const showcase of SHOWCASES) {
      const userId = randomUUID()
      await db
        .insert(users)
        .values({ id: userId, name: showcase.name, email: `${showcase.name}@example.com`, emailVerified: true })
      await db.insert(profiles).values({ userId, username: showcase.name, plan: 'pro' })
      await insertGrid(db, userId, showcase.name, showcase.theme, showcase.fontId, showcase.tiles)
    }
    // The demo page gets a photo, and a copy of itself in a dark theme; each in every other language too.
    const [demo] = await db.select().from(grids).where(eq(grids.name, DEMO_USERNAME))
    if (!demo) throw new Error('the demo grid is missing: `tessera seed demo` did not run')
    const withPhoto = (tiles: StoredTile[]) =>
      tiles.map((tile) => (tile.type === 'image' ? { ...tile, data: { ...tile.data, image: DEMO_PHOTO } } : tile))
    const mobileTiles = withPhoto(demo.mobileTiles as StoredTile[])
    await db
      .update(grids)
      .set({ tiles: withPhoto(demo.tiles as StoredTile[]), mobileTiles })
      .where(eq(grids.id, demo.id))
    for (const locale of LOCALES) {
      const copy = { ownerId: demo.ownerId, tiles: withPhoto(DEMO_TILES), mobileTiles, active: true }
      if (locale !== 'en') {
        await db.insert(grids).values({
          ...copy,
          name: inLanguage(DEMO_USERNAME, locale),
          settings: { ...(demo.settings as typeof DEFAULT_GRID_SETTINGS), locale },
          theme: demo.theme,
        })
      }
      await db.insert(grids).values({
        ...copy,
        name: inLanguage(DEMO_THEMED.name, locale),
        settings: { ...DEFAULT_GRID_SETTINGS, fontId: DEMO_THEMED.fontId, ...(locale !== 'en' ? { locale } : {}) },
        theme: DEMO_THEMED.theme,
      })
    }
  } finally {
    await database.close()
  }
}

async function insertGrid(db: Db, ownerId: string, name: string, theme: string, fontId: number, tiles: ShowcaseTile[]) {
  const place = (tile: ShowcaseTile, [x, y, width, height]: Geometry): StoredTile => ({
    id: tile.id,
    type: tile.type,
    color: tile.color,
    data: tile.data,
    x,
    y,
    width,
    height,
  })
  await db.insert(grids).values({
    ownerId,
    name,
    tiles: tiles.map((tile) => place(tile, tile.desktop)),
    mobileTiles: tiles.flatMap((tile) => (tile.mobile ? [place(tile, tile.mobile)] : [])),
    settings: { ...DEFAULT_GRID_SETTINGS, fontId },
    theme,
    active: true,
  })
}

const BROWSER_LOCALES: Record<Locale, string> = { en: 'en-US', pl: 'pl-PL' }

/** The demo page's copy whose fixed words are in `locale` (the English one is the page itself). */
const inLanguage = (name: string, locale: Locale) => (locale === 'en' ? name : `${name}-${locale}`)

async function openPage(
  browser: Browser,
  viewport: { width: number; height: number },
  deviceScaleFactor = 1,
  locale: Locale = 'en',
) {
  const context = await browser.newContext({
    viewport,
    deviceScaleFactor,
    reducedMotion: 'reduce',
    locale: BROWSER_LOCALES[locale],
  })
  await context.route(`**${ART_PREFIX}*`, (route) => {
    const name = new URL(route.request().url()).pathname.slice(ART_PREFIX.length).replace(/\.webp$/, '')
    const svg = ART[name]
    return svg
      ? route.fulfill({ status: 200, contentType: 'image/svg+xml', body: svg })
      : route.fulfill({ status: 404, body: '' })
  })
  return context.newPage()
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle')
  await page.evaluate(() => document.fonts.ready)
  await page.waitForTimeout(300)
}

async function capture(page: Page, url: string): Promise<Buffer> {
  const response = await page.goto(url)
  if (!response?.ok()) throw new Error(`${url} answered ${response?.status()}`)
  await settle(page)
  return page.screenshot({ type: 'png' })
}

async function takeShots(browser: Browser, baseUrl: string): Promise<Shot[]> {
  const shots: Shot[] = []
  const phone = await openPage(browser, PHONE, 2)
  const desktop = await openPage(browser, DESKTOP)
  for (const showcase of SHOWCASES) {
    // The phone's and the desktop's shot of a page say the same.
    const alt = {
      id: `landing.shot.${showcase.name}`,
      message: `${titleCase(showcase.name)}’s Tessera page in the ${showcase.themeLabel} theme: ${showcase.summary}.`,
    }
    shots.push({
      name: `phone-${showcase.name}`,
      alt,
      png: await capture(phone, `${baseUrl}/${showcase.name}`),
      width: 540,
      quality: 70,
    })
    shots.push({
      name: `page-${showcase.name}`,
      alt,
      png: await capture(desktop, `${baseUrl}/${showcase.name}`),
      width: 480,
      quality: 68,
    })
  }

  await phone.context().close()
  await desktop.context().close()
  for (const locale of LOCALES) shots.push(...(await walkThrough(browser, baseUrl, locale)))
  return shots
}

/** The walk-through in `locale`: claim a name, fill the tiles, pick a theme, receive messages. */
async function walkThrough(browser: Browser, baseUrl: string, locale: Locale): Promise<Shot[]> {
  const desktop = await openPage(browser, DESKTOP, 1, locale)
  // The sign-up form is small on a wide window: a smaller window at a higher density frames it.
  const form = await openPage(browser, { width: 960, height: 600 }, 1, locale)
  const frame = (name: string, message: string, png: Buffer): Shot => ({
    name: locale === 'en' ? name : `${name}.${locale}`,
    locale,
    alt: { id: `landing.shot.${name}`, message },
    png,
    width: 960,
    quality: 70,
  })
  const demoPage = `${baseUrl}/${inLanguage(DEMO_USERNAME, locale)}`
  const shots = [
    frame(
      'demo-1-claim',
      'The sign-up form with the username “dana” filled in and reported as available.',
      await capture(form, `${baseUrl}/register?username=dana`),
    ),
    frame(
      'demo-2-tiles',
      'Dana’s page: an introduction card, a text tile, a link, a photo, a links grid and a message box.',
      await capture(desktop, demoPage),
    ),
    frame(
      'demo-3-theme',
      'The same page in the dark Night theme with a different font.',
      await capture(desktop, `${baseUrl}/${inLanguage(DEMO_THEMED.name, locale)}`),
    ),
  ]
  await desktop.goto(demoPage)
  await settle(desktop)
  // By their names: the labels are in the page's language.
  const message = desktop.locator('textarea[name="message"]').first()
  await message.fill('Loved your lake photos! Where was the sunrise one taken?')
  await desktop.locator('input[name="author"]').first().fill('Sam')
  await message.focus()
  shots.push(
    frame(
      'demo-4-messages',
      'A visitor writing an anonymous message to Dana in the message box, with a nickname.',
      await desktop.screenshot({ type: 'png' }),
    ),
  )
  await desktop.context().close()
  await form.context().close()
  return shots
}

const titleCase = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

interface ManifestEntry {
  src: string
  width: number
  height: number
  alt: Shot['alt']
}

async function writeOutput(shots: Shot[]) {
  mkdirSync(OUTPUT_DIR, { recursive: true })
  const written = new Set<string>()
  const manifest: Record<string, ManifestEntry> = {}
  let totalBytes = 0
  for (const shot of shots) {
    const { data, info } = await sharp(shot.png)
      .resize({ width: shot.width })
      .webp({ quality: shot.quality, effort: 6, smartSubsample: true })
      .toBuffer({ resolveWithObject: true })
    const file = `${shot.name}.webp`
    writeFileSync(join(OUTPUT_DIR, file), data)
    written.add(file)
    totalBytes += data.length
    const version = createHash('sha256').update(data).digest('hex').slice(0, 10)
    manifest[shot.name] = {
      src: `/landing/${file}?v=${version}`,
      width: info.width,
      height: info.height,
      alt: shot.alt,
    }
    console.log(`${file.padEnd(24)} ${info.width}x${info.height}  ${(data.length / 1024).toFixed(1)} KB`)
  }
  for (const file of readdirSync(OUTPUT_DIR)) {
    if (file.endsWith('.webp') && !written.has(file)) rmSync(join(OUTPUT_DIR, file))
  }
  console.log(`${written.size} images, ${(totalBytes / 1024).toFixed(1)} KB in ${OUTPUT_DIR}/`)

  const pick = (prefix: string, locale?: Locale) =>
    shots.filter((shot) => shot.name.startsWith(prefix) && shot.locale === locale).map((shot) => shot.name)
  // Each alt text marked for `lingui extract`, which takes it into the catalogues from this file.
  const entry = ({ alt, ...image }: ManifestEntry) =>
    `${JSON.stringify(image).slice(0, -1)},"alt":/*i18n*/${JSON.stringify(alt)}}`
  const list = (names: string[]) => `[${names.map((name) => entry(manifest[name]!)).join(',')}]`
  const source = `// Generated by \`npm run screenshots\` (scripts/screenshots.ts): do not edit by hand.
import type { Locale } from '@domain/locales.js'
import type { LandingImage } from './images.js'

/** Phone-sized screenshots of showcase pages, for the hero's phone carousel. */
export const PHONE_SLIDES: readonly LandingImage[] = ${list(pick('phone-'))}

/** Desktop screenshots of the same pages, for the hero's scrolling columns. */
export const EXAMPLE_PAGES: readonly LandingImage[] = ${list(pick('page-'))}

/** The walk-through's frames, in step order, in each language. */
export const DEMO_FRAMES: Readonly<Record<Locale, readonly LandingImage[]>> = {
  ${LOCALES.map((locale) => `${locale}: ${list(pick('demo-', locale))}`).join(',\n  ')}
}
`
  const options = await prettier.resolveConfig(MANIFEST_FILE)
  writeFileSync(MANIFEST_FILE, await prettier.format(source, { ...options, filepath: MANIFEST_FILE }))
  console.log(`Wrote ${MANIFEST_FILE}.`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
