import { eq } from 'drizzle-orm'
import { DAY_MS } from '@domain/dates.js'
import type { StoredTile } from '@domain/grid.js'
import { checkGridContent } from '@domain/grid-content.js'
import { checkSchedule } from '@domain/tile-visibility.js'
import { DEFAULT_AUTHOR_LABEL } from '@domain/messages.js'
import type { Auth } from '../auth/auth.js'
import type { Db } from '../db/client.js'
import { withEmbedPreviews, type EmbedFetchSettings } from '../embeds/previews.js'
import { answers, grids, messages, profiles } from '../db/schema.js'
import type { Storage } from '../storage/storage.js'
import { createAccount } from './accounts.js'
import { DEMO_EMAIL } from './demo-account.js'
import { seedDemoAnalytics } from './demo-analytics.js'
import { storeDemoImages, type DemoImageUrls } from './demo-images.js'
import { DEMO_QUESTIONS, demoMessageAuthor, demoMessageBody } from './demo-messages.js'
import { imageUrlsOf, removeUnreferencedUploads } from './uploads.js'

export const DEMO_USERNAME = 'demo'

/**
 * One tile of every type on the desktop grid, leaving room for the visibility examples and a free
 * 2 x 1 slot at column 3, row 2 (the end-to-end tests put a tile there); the mobile layout stacks them.
 */
export const DEMO_TILES: StoredTile[] = [
  {
    id: 'intro',
    type: 'introduction',
    x: 0,
    y: 0,
    width: 2,
    height: 2,
    color: 'tile-gradient-blue',
    data: {
      firstName: 'Dana',
      lastName: 'Demo',
      email: 'demo@example.com',
      phone: '+48 500 000 000',
      description: 'Photographer and maker.',
      image: '',
    },
  },
  {
    id: 'about',
    type: 'text',
    x: 2,
    y: 0,
    width: 1,
    height: 1,
    color: 'tile-gradient-violet',
    data: { header: 'About me', text: 'I shoot film, build keyboards and answer every message.' },
  },
  {
    id: 'site',
    type: 'link',
    x: 4,
    y: 0,
    width: 1,
    height: 1,
    color: 'tile-solid-slate',
    data: { links: [{ url: 'https://github.com', icon: 'GitHub' }] },
  },
  {
    id: 'socials',
    type: 'links-grid',
    x: 4,
    y: 1,
    width: 2,
    height: 2,
    color: 'tile-gradient-pink',
    data: {
      links: [
        { url: 'https://instagram.com', icon: 'Instagram' },
        { url: 'https://youtube.com', icon: 'YouTube' },
        { url: 'https://tiktok.com', icon: 'TikTok' },
        { url: 'https://twitch.tv', icon: 'Twitch' },
      ],
    },
  },
  {
    id: 'profiles',
    type: 'social-links',
    x: 2,
    y: 1,
    width: 2,
    height: 1,
    color: 'tile-solid-slate',
    data: {
      profiles: [
        { platform: 'Instagram', url: 'https://www.instagram.com/' },
        { platform: 'YouTube', url: 'https://www.youtube.com/' },
        { platform: 'GitHub', url: 'https://github.com/' },
      ],
    },
  },
  {
    id: 'ask',
    type: 'message.me',
    x: 0,
    y: 2,
    width: 3,
    height: 2,
    color: 'tile-gradient-blue',
    data: { header: 'Ask me anything', allowAnonymous: true },
  },
  {
    id: 'photo',
    type: 'image',
    x: 5,
    y: 0,
    width: 1,
    height: 1,
    color: 'tile-solid-slate',
    data: { image: '', alt: 'Sunrise over the hills behind the studio.' },
  },
  {
    id: 'film',
    type: 'embed',
    x: 0,
    y: 4,
    width: 3,
    height: 2,
    color: 'tile-solid-slate',
    // Big Buck Bunny, a Creative Commons film: its poster is fetched when the demo is seeded online.
    data: { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', title: '' },
  },
  {
    id: 'song',
    type: 'embed',
    x: 3,
    y: 4,
    width: 3,
    height: 1,
    color: 'tile-solid-slate',
    data: { url: 'https://soundcloud.com/forss/flickermood', title: 'Flickermood' },
  },
  {
    id: 'answers',
    type: 'qa',
    x: 5,
    y: 3,
    width: 1,
    height: 1,
    color: 'tile-solid-slate',
    data: { header: 'You asked' },
  },
]

const DEMO_TIME_ZONE = 'Europe/Warsaw'

/** A wall-clock time in the demo's time zone, `days` from today (UTC's today), at `time`. */
function demoTime(now: number, days: number, time: string): string {
  return `${new Date(now + days * DAY_MS).toISOString().slice(0, 10)}T${time}`
}

/** A link tile of the demo's visibility examples, 1 x 1 at a free cell of the desktop grid. */
function demoLink(id: string, [x, y]: [number, number], label: string, url: string): StoredTile {
  return {
    id,
    type: 'link',
    x,
    y,
    width: 1,
    height: 1,
    color: 'tile-solid-slate',
    data: { links: [{ url, icon: 'Other' }], label },
  }
}

/**
 * The tiles that show hiding, schedules and sensitive content (ADR 0059), placed beside the others:
 * the owner sees all four; visitors only the sensitive one, behind its confirmation.
 */
function demoVisibilityTiles(now: number): StoredTile[] {
  const schedule = (start: string | undefined, end: string | undefined) => {
    const checked = checkSchedule({ timeZone: DEMO_TIME_ZONE, start, end })
    if (!checked.ok) throw new Error(checked.problem.message)
    return checked.schedule
  }
  return [
    { ...demoLink('not-for-everyone', [3, 0], 'Not for everyone', 'https://example.com/after-dark'), sensitive: true },
    { ...demoLink('hidden-for-now', [4, 3], 'Hidden for now', 'https://example.com/draft'), hidden: true },
    {
      ...demoLink('summer-sale', [3, 2], 'Summer sale', 'https://example.com/sale'),
      schedule: schedule(demoTime(now, -8, '09:00'), demoTime(now, -1, '20:00')),
    },
    {
      ...demoLink('coming-soon', [3, 3], 'Coming soon', 'https://example.com/soon'),
      schedule: schedule(demoTime(now, 1, '09:00'), undefined),
    },
  ]
}

const FANS = ['fan_ania', 'fan_bartek', 'fan_celina']
const INSERT_CHUNK = 1000
const THIRTY_DAYS_MS = 30 * DAY_MS

/**
 * The phone layout, placed by hand: every tile has a phone place (ADR 0056), one tile group a row
 * and rows added below the first screen (3 x 5) as they are needed. A new demo tile goes in a row of
 * its own at the end.
 */
const DEMO_MOBILE_PLACEMENTS: Record<string, Pick<StoredTile, 'x' | 'y' | 'width' | 'height'>> = {
  intro: { x: 0, y: 0, width: 3, height: 1 },
  about: { x: 0, y: 1, width: 2, height: 1 },
  photo: { x: 2, y: 1, width: 1, height: 1 },
  answers: { x: 0, y: 2, width: 2, height: 1 },
  'not-for-everyone': { x: 2, y: 2, width: 1, height: 1 },
  socials: { x: 0, y: 3, width: 2, height: 1 },
  site: { x: 2, y: 3, width: 1, height: 1 },
  ask: { x: 0, y: 4, width: 3, height: 1 },
  profiles: { x: 0, y: 5, width: 3, height: 1 },
  'hidden-for-now': { x: 0, y: 6, width: 1, height: 1 },
  'summer-sale': { x: 1, y: 6, width: 1, height: 1 },
  'coming-soon': { x: 2, y: 6, width: 1, height: 1 },
  film: { x: 0, y: 7, width: 3, height: 2 },
  song: { x: 0, y: 9, width: 3, height: 1 },
}

interface DemoAccount {
  username: string
  email: string
  plan: 'free' | 'pro'
}

/** The account's id; `created` lists the accounts this run made (with `password`). */
async function ensureAccount(db: Db, auth: Auth, account: DemoAccount, password: string, created: string[]) {
  const { username, email, plan } = account
  const [existing] = await db.select({ userId: profiles.userId }).from(profiles).where(eq(profiles.username, username))
  if (existing) return existing.userId
  const made = await createAccount(db, auth, { email, username, password, plan, verified: true })
  created.push(username)
  return made.userId
}

/** The demo tiles with the stored pictures in the introduction and the image tile. */
function withImages(tiles: readonly StoredTile[], images: DemoImageUrls): StoredTile[] {
  const imageOf: Record<string, string> = { intro: images.portrait, photo: images.photo }
  return tiles.map((tile) => (imageOf[tile.id] ? { ...tile, data: { ...tile.data, image: imageOf[tile.id] } } : tile))
}

/**
 * The questions of the Q&A tile, as messages of the last days with their published answers; only
 * when the grid has no answers yet, so that running the seed again adds none.
 */
async function seedAnsweredQuestions(db: Db, gridId: string, ownerId: string, now: number) {
  const [existing] = await db.select({ id: answers.id }).from(answers).where(eq(answers.gridId, gridId)).limit(1)
  if (existing) return
  for (const [index, { question, answer }] of DEMO_QUESTIONS.entries()) {
    const askedAt = new Date(now - (DEMO_QUESTIONS.length - index) * DAY_MS)
    const [message] = await db
      .insert(messages)
      .values({
        gridId,
        ownerId,
        body: question,
        anonymous: true,
        authorLabel: DEFAULT_AUTHOR_LABEL,
        createdAt: askedAt,
      })
      .returning({ id: messages.id })
    const answeredAt = new Date(askedAt.getTime() + DAY_MS / 4)
    await db
      .insert(answers)
      .values({ messageId: message!.id, gridId, ownerId, body: answer, createdAt: answeredAt, updatedAt: answeredAt })
  }
}

/**
 * The demo user (a verified pro account) with its active profile grid using every tile type (its
 * pictures stored through the upload pipeline, a Q&A tile with answered questions), and
 * `messages` messages spread over the last 30 days, bulk-inserted in chunks (PGlite refuses more
 * than 65,535 bind parameters in one statement), and 180 days of visitor analytics. Running it again
 * adds messages, replaces the pictures (removing the previous ones) and the analytics of the same
 * days, nothing else.
 * New accounts get `password`; `created` names them (accounts kept from an earlier run keep theirs).
 */
export async function seedDemo(
  db: Db,
  auth: Auth,
  storage: Storage,
  options: { messages: number; password: string; embeds?: EmbedFetchSettings },
) {
  const created: string[] = []
  const demo = { username: DEMO_USERNAME, email: DEMO_EMAIL, plan: 'pro' } as const
  const userId = await ensureAccount(db, auth, demo, options.password, created)
  const fanIds: string[] = []
  for (const fan of FANS) {
    const account = { username: fan, email: `${fan}@example.com`, plan: 'free' } as const
    fanIds.push(await ensureAccount(db, auth, account, options.password, created))
  }
  const [previous] = await db
    .select({ tiles: grids.tiles, settings: grids.settings, theme: grids.theme })
    .from(grids)
    .where(eq(grids.name, DEMO_USERNAME))
  const allTiles = [
    ...withImages(DEMO_TILES, await storeDemoImages(db, storage, userId)),
    ...demoVisibilityTiles(Date.now()),
  ]
  // Through the API's own check, normalised as a save would be: the seed cannot write a grid the editor could not save.
  const checked = checkGridContent({
    tiles: allTiles,
    mobileTiles: allTiles.map((tile) => ({ ...tile, ...DEMO_MOBILE_PLACEMENTS[tile.id] })),
    settings: previous!.settings,
    theme: previous!.theme,
    version: 1,
  })
  if (!checked.ok) throw new Error(`The demo grid is not valid: ${checked.problem.message}`)
  // The embeds' posters as a save fetches them; offline (or without settings) the page draws them.
  const { tiles, mobileTiles } = options.embeds
    ? await withEmbedPreviews(checked.content, { db, storage, ownerId: userId, settings: options.embeds })
    : checked.content
  const [grid] = await db
    .update(grids)
    .set({ tiles, mobileTiles, active: true, updatedAt: new Date() })
    .where(eq(grids.name, DEMO_USERNAME))
    .returning({ id: grids.id })
  await removeUnreferencedUploads(db, storage, userId, imageUrlsOf(previous?.tiles ?? []))
  const now = Date.now()
  for (let start = 0; start < options.messages; start += INSERT_CHUNK) {
    const rows = Array.from({ length: Math.min(INSERT_CHUNK, options.messages - start) }, (_, offset) => {
      const n = start + offset
      const author = demoMessageAuthor(n, FANS)
      return {
        gridId: grid!.id,
        ownerId: userId,
        body: demoMessageBody(n),
        anonymous: author.anonymous,
        authorLabel: author.authorLabel,
        authorUserId: author.fan === undefined ? null : fanIds[author.fan]!,
        favorite: n % 11 === 0,
        createdAt: new Date(now - Math.floor((((n * 7919) % options.messages) / options.messages) * THIRTY_DAYS_MS)),
      }
    })
    await db.insert(messages).values(rows)
  }
  await seedAnsweredQuestions(db, grid!.id, userId, now)
  await seedDemoAnalytics(db, grid!.id)
  return { userId, gridId: grid!.id, created }
}
