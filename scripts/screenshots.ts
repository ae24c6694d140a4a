// `npm run screenshots`: real screenshots of Tessera pages for the landing page. It seeds a scratch
// data directory (`tessera seed demo` plus a few showcase pages in several themes), starts the built
// server, photographs the pages in Chromium and writes optimised WebP files to public/landing/ and
// their manifest (sizes, alt texts, cache-busting versions) to src/ui/landing/screenshots.ts.
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
    // The demo page gets a photo, and a copy of itself in a dark theme.
    const [demo] = await db.select().from(grids).where(eq(grids.name, DEMO_USERNAME))
    if (!demo) throw new Error('the demo grid is missing: `tessera seed demo` did not run')
    const withPhoto = (tiles: StoredTile[]) =>
      tiles.map((tile) => (tile.type === 'image' ? { ...tile, data: { ...tile.data, image: DEMO_PHOTO } } : tile))
    await db
      .update(grids)
      .set({ tiles: withPhoto(demo.tiles as StoredTile[]), mobileTiles: withPhoto(demo.mobileTiles as StoredTile[]) })
      .where(eq(grids.id, demo.id))
    await db.insert(grids).values({
      ownerId: demo.ownerId,
      name: DEMO_THEMED.name,
      tiles: withPhoto(DEMO_TILES),
      mobileTiles: withPhoto(demo.mobileTiles as StoredTile[]),
      settings: { ...DEFAULT_GRID_SETTINGS, fontId: DEMO_THEMED.fontId },
      theme: DEMO_THEMED.theme,
      active: true,
    })
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

async function openPage(browser: Browser, viewport: { width: number; height: number }, deviceScaleFactor = 1) {
  const context = await browser.newContext({ viewport, deviceScaleFactor, reducedMotion: 'reduce' })
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
  // The sign-up form is small on a wide window: a smaller window at a higher density frames it.
  const form = await openPage(browser, { width: 960, height: 600 })

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

  // The walk-through: claim a name, fill the tiles, pick a theme, receive messages.
  shots.push({
    name: 'demo-1-claim',
    alt: {
      id: 'landing.shot.demo-1-claim',
      message: 'The sign-up form with the username “dana” filled in and reported as available.',
    },
    png: await capture(form, `${baseUrl}/register?username=dana`),
    width: 960,
    quality: 70,
  })
  shots.push({
    name: 'demo-2-tiles',
    alt: {
      id: 'landing.shot.demo-2-tiles',
      message: 'Dana’s page: an introduction card, a text tile, a link, a photo, a links grid and a message box.',
    },
    png: await capture(desktop, `${baseUrl}/${DEMO_USERNAME}`),
    width: 960,
    quality: 70,
  })
  shots.push({
    name: 'demo-3-theme',
    alt: { id: 'landing.shot.demo-3-theme', message: 'The same page in the dark Night theme with a different font.' },
    png: await capture(desktop, `${baseUrl}/${DEMO_THEMED.name}`),
    width: 960,
    quality: 70,
  })
  await desktop.goto(`${baseUrl}/${DEMO_USERNAME}`)
  await settle(desktop)
  await desktop.getByLabel('Your message').fill('Loved your lake photos! Where was the sunrise one taken?')
  await desktop.getByLabel('Nickname (optional)').fill('Sam')
  await desktop.getByLabel('Your message').focus()
  shots.push({
    name: 'demo-4-messages',
    alt: {
      id: 'landing.shot.demo-4-messages',
      message: 'A visitor writing an anonymous message to Dana in the message box, with a nickname.',
    },
    png: await desktop.screenshot({ type: 'png' }),
    width: 960,
    quality: 70,
  })

  await phone.context().close()
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

  const pick = (prefix: string) => Object.keys(manifest).filter((name) => name.startsWith(prefix))
  // Each alt text marked for `lingui extract`, which takes it into the catalogues from this file.
  const entry = ({ alt, ...image }: ManifestEntry) =>
    `${JSON.stringify(image).slice(0, -1)},"alt":/*i18n*/${JSON.stringify(alt)}}`
  const list = (names: string[]) => `[${names.map((name) => entry(manifest[name]!)).join(',')}]`
  const source = `// Generated by \`npm run screenshots\` (scripts/screenshots.ts): do not edit by hand.
import type { LandingImage } from './images.js'

/** Phone-sized screenshots of showcase pages, for the hero's phone carousel. */
export const PHONE_SLIDES: readonly LandingImage[] = ${list(pick('phone-'))}

/** Desktop screenshots of the same pages, for the hero's scrolling columns. */
export const EXAMPLE_PAGES: readonly LandingImage[] = ${list(pick('page-'))}

/** The walk-through's frames, in step order. */
export const DEMO_FRAMES: readonly LandingImage[] = ${list(pick('demo-'))}
`
  const options = await prettier.resolveConfig(MANIFEST_FILE)
  writeFileSync(MANIFEST_FILE, await prettier.format(source, { ...options, filepath: MANIFEST_FILE }))
  console.log(`Wrote ${MANIFEST_FILE}.`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
