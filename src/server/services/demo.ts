import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { DEFAULT_GRID_SETTINGS, type StoredTile } from '../../domain/grid.js'
import type { Db } from '../db/client.js'
import { grids, profiles, users } from '../db/schema.js'

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

/** Creates (or finds) the demo user's profile grid, active, with every tile type. Idempotent. */
export async function ensureDemoGrid(db: Db): Promise<{ userId: string; gridId: string }> {
  const existing = await db
    .select({ id: grids.id, ownerId: grids.ownerId })
    .from(grids)
    .where(eq(grids.name, DEMO_USERNAME))
  if (existing[0]) return { userId: existing[0].ownerId, gridId: existing[0].id }
  return db.transaction(async (tx) => {
    const userId = randomUUID()
    await tx.insert(users).values({ id: userId, name: DEMO_USERNAME, email: 'demo@example.com', emailVerified: true })
    await tx.insert(profiles).values({ userId, username: DEMO_USERNAME, plan: 'pro' })
    const mobileTiles = stackForMobile(DEMO_TILES)
    const [grid] = await tx
      .insert(grids)
      .values({
        ownerId: userId,
        name: DEMO_USERNAME,
        tiles: DEMO_TILES,
        mobileTiles,
        settings: DEFAULT_GRID_SETTINGS,
        active: true,
      })
      .returning({ id: grids.id })
    return { userId, gridId: grid!.id }
  })
}

function stackForMobile(tiles: StoredTile[]): StoredTile[] {
  let y = 0
  return tiles.flatMap((tile) => {
    const width = Math.min(tile.width, 3)
    const height = Math.min(tile.height, 2)
    if (y + height > 5) return []
    const placed = { ...tile, x: 0, y, width, height }
    y += height
    return [placed]
  })
}
