import { eq } from 'drizzle-orm'
import type { StoredTile } from '../../domain/grid.js'
import type { Auth } from '../auth/auth.js'
import type { Db } from '../db/client.js'
import { grids, messages, profiles } from '../db/schema.js'
import { createAccount } from './accounts.js'
import { seedDemoAnalytics } from './demo-analytics.js'

export const DEMO_USERNAME = 'demo'

/** One tile of every type, laid out to fill the desktop grid; the mobile layout stacks them. */
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
      description: 'Photographer and maker. Everything I do, one tile at a time.',
    },
  },
  {
    id: 'about',
    type: 'text',
    x: 2,
    y: 0,
    width: 2,
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
    id: 'ask',
    type: 'message.me',
    x: 0,
    y: 2,
    width: 4,
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
    data: { image: '' },
  },
]

export const DEMO_EMAIL = 'demo@example.com'
/** The published password of the demo accounts, for development and tests (never production). */
export const DEMO_PASSWORD = 'Demo#2024pass'
const FANS = ['fan_ania', 'fan_bartek', 'fan_celina']
const SAMPLE_MESSAGES = [
  'Your last photo series was stunning, where was it taken?',
  'Would you do a collab with my studio?',
  'Loved the keyboard build video!',
  'What film stock do you use the most?',
  'Thanks for answering everyone, you are the best.',
  'Can you share your editing preset?',
  'Giveaway entry: I would love the print!',
]
const INSERT_CHUNK = 1000
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000

/** The phone layout, placed by hand so that every tile type, the message box included, shows on 3 x 5. */
const DEMO_MOBILE_PLACEMENTS: Record<string, Pick<StoredTile, 'x' | 'y' | 'width' | 'height'>> = {
  intro: { x: 0, y: 0, width: 3, height: 1 },
  about: { x: 0, y: 1, width: 3, height: 1 },
  socials: { x: 0, y: 2, width: 2, height: 2 },
  site: { x: 2, y: 2, width: 1, height: 1 },
  photo: { x: 2, y: 3, width: 1, height: 1 },
  ask: { x: 0, y: 4, width: 3, height: 1 },
}

const demoMobileTiles = (): StoredTile[] => DEMO_TILES.map((tile) => ({ ...tile, ...DEMO_MOBILE_PLACEMENTS[tile.id]! }))

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

/**
 * The demo user (a verified pro account) with its active profile grid using every tile type, and
 * `messages` messages spread over the last 30 days, bulk-inserted in chunks (PGlite refuses more
 * than 65,535 bind parameters in one statement), and 180 days of visitor analytics. Running it again
 * adds messages and replaces the analytics of the same days, nothing else.
 * New accounts get `password`; `created` names them (accounts kept from an earlier run keep theirs).
 */
export async function seedDemo(db: Db, auth: Auth, options: { messages: number; password: string }) {
  const created: string[] = []
  const demo = { username: DEMO_USERNAME, email: DEMO_EMAIL, plan: 'pro' } as const
  const userId = await ensureAccount(db, auth, demo, options.password, created)
  const fanIds: string[] = []
  for (const fan of FANS) {
    const account = { username: fan, email: `${fan}@example.com`, plan: 'free' } as const
    fanIds.push(await ensureAccount(db, auth, account, options.password, created))
  }
  const [grid] = await db
    .update(grids)
    .set({ tiles: DEMO_TILES, mobileTiles: demoMobileTiles(), active: true, updatedAt: new Date() })
    .where(eq(grids.name, DEMO_USERNAME))
    .returning({ id: grids.id })
  const now = Date.now()
  for (let start = 0; start < options.messages; start += INSERT_CHUNK) {
    const rows = Array.from({ length: Math.min(INSERT_CHUNK, options.messages - start) }, (_, offset) => {
      const n = start + offset
      const fan = n % 3 === 0 ? n % FANS.length : -1
      return {
        gridId: grid!.id,
        ownerId: userId,
        body: `${SAMPLE_MESSAGES[n % SAMPLE_MESSAGES.length]} (#${n + 1})`,
        anonymous: fan < 0,
        authorLabel: fan < 0 ? 'Anonymous' : FANS[fan]!,
        authorUserId: fan < 0 ? null : fanIds[fan]!,
        favorite: n % 11 === 0,
        createdAt: new Date(now - Math.floor((((n * 7919) % options.messages) / options.messages) * THIRTY_DAYS_MS)),
      }
    })
    await db.insert(messages).values(rows)
  }
  await seedDemoAnalytics(db, grid!.id)
  return { userId, gridId: grid!.id, created }
}
