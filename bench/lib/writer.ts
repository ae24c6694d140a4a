import { DEMO_PASSWORD } from '@server/services/demo-account.js'
import { DEMO_TILES } from '@server/services/demo.js'

/** The demo's fans (made Pro before the bench), whose grids take the writes while /demo is read. */
export const WRITING_OWNERS = ['fan_ania', 'fan_bartek', 'fan_celina']
/** Each fan's profile grid and this many more: the send limit counts per grid (200 an hour). */
const EXTRA_GRIDS = 5

interface WrittenGrid {
  name: string
  cookie: string
  version: number
  settings: unknown
}

const tiles = DEMO_TILES.filter((tile) => tile.id === 'intro' || tile.id === 'ask')
/** The phone's three columns: one row each. */
const mobileTiles = tiles.map((tile, row) => ({ ...tile, x: 0, y: row, width: 3, height: 1 }))

async function call(baseUrl: string, path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers: Record<string, string> = { origin: baseUrl, ...(init.cookie ? { cookie: init.cookie } : {}) }
  if (init.body) headers['content-type'] = 'application/json'
  const res = await fetch(`${baseUrl}${path}`, { ...init, headers: { ...headers, ...(init.headers as object) } })
  return res
}

async function signIn(baseUrl: string, username: string): Promise<string> {
  const res = await call(baseUrl, '/api/account/login', {
    method: 'POST',
    body: JSON.stringify({ email: `${username}@example.com`, password: DEMO_PASSWORD }),
  })
  if (!res.ok) throw new Error(`${username} sign-in failed: ${res.status} ${await res.text()}`)
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

async function save(baseUrl: string, grid: WrittenGrid, theme: string) {
  const res = await call(baseUrl, `/api/grids/${grid.name}/content`, {
    method: 'PUT',
    cookie: grid.cookie,
    body: JSON.stringify({ version: grid.version, tiles, mobileTiles, settings: grid.settings, theme }),
  })
  if (res.ok) grid.version = ((await res.json()) as { version: number }).version
  else await res.arrayBuffer()
  return res.status
}

/** Signs the fans in and gives each a few active grids with a message box. */
export async function prepareWrittenGrids(baseUrl: string): Promise<WrittenGrid[]> {
  const written: WrittenGrid[] = []
  for (const owner of WRITING_OWNERS) {
    const cookie = await signIn(baseUrl, owner)
    const names = [owner, ...Array.from({ length: EXTRA_GRIDS }, (_, i) => `${owner.replace('_', '-')}-${i + 1}`)]
    for (const name of names) {
      if (name !== owner)
        await (
          await call(baseUrl, '/api/grids', { method: 'POST', cookie, body: JSON.stringify({ name }) })
        ).arrayBuffer()
      const content = await call(baseUrl, `/api/grids/${name}/content`, { cookie })
      if (!content.ok) throw new Error(`${name}: ${content.status} ${await content.text()}`)
      const { version, settings } = (await content.json()) as { version: number; settings: unknown }
      const grid = { name, cookie, version, settings }
      const saved = await save(baseUrl, grid, 'light')
      if (saved !== 200) throw new Error(`${name}: saving answered ${saved}`)
      await (
        await call(baseUrl, `/api/grids/${name}`, { method: 'PATCH', cookie, body: JSON.stringify({ active: true }) })
      ).arrayBuffer()
      written.push(grid)
    }
  }
  return written
}

/** Numbers the messages of every round: the send limits count per address and grid, so none repeats. */
let sequence = 0

export interface WriterStats {
  messagesPerSecond: number
  savesPerSecond: number
  failed: number
}

/**
 * A bounded writer: visitors send `messagesPerSecond` messages to the fans' grids (each from its
 * own address, as the send limits count per address) and the owners save `savesPerSecond` times.
 */
export function startWriting(
  baseUrl: string,
  grids: WrittenGrid[],
  rates = { messagesPerSecond: 50, savesPerSecond: 5 },
) {
  const started = performance.now()
  let messages = 0
  let saves = 0
  let failed = 0
  let inFlight = 0
  const bounded = (write: () => Promise<number>, count: () => void) => {
    if (inFlight >= 50) return
    inFlight++
    write()
      .then(
        (status) => (status < 300 ? count() : failed++),
        () => failed++,
      )
      .finally(() => inFlight--)
  }
  const sendMessage = () => {
    const n = sequence++
    const grid = grids[n % grids.length]!
    return call(baseUrl, `/api/grids/${grid.name}/messages`, {
      method: 'POST',
      headers: { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` },
      body: JSON.stringify({ tileId: 'ask', message: `Bench message ${n}` }),
    }).then(async (res) => (await res.arrayBuffer(), res.status))
  }
  const messageTimer = setInterval(() => bounded(sendMessage, () => messages++), 1000 / rates.messagesPerSecond)
  // Each save takes the next grid whether or not the last one has answered: two saves of one grid
  // in flight would send the same version, and the second would rightly be refused (409).
  let saveAttempts = 0
  const saveTimer = setInterval(() => {
    const attempt = saveAttempts++
    const grid = grids[attempt % grids.length]!
    bounded(
      () => save(baseUrl, grid, attempt % 2 ? 'light' : 'dark'),
      () => saves++,
    )
  }, 1000 / rates.savesPerSecond)
  return {
    stop: async (): Promise<WriterStats> => {
      clearInterval(messageTimer)
      clearInterval(saveTimer)
      while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 10))
      const seconds = (performance.now() - started) / 1000
      return {
        messagesPerSecond: Math.round(messages / seconds),
        savesPerSecond: Math.round((saves / seconds) * 10) / 10,
        failed,
      }
    },
  }
}
