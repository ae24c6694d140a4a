import type { RunningServer } from '../../tests/helpers/server.js'
import { latency, round, type Results } from './measure.js'
import { prepareWrittenGrids, WRITING_OWNERS } from './writer.js'

/** Within the 20 pictures a minute one user may have drawn (ADR 0052), with the OG image drawn before. */
const SAMPLES = 16
const WARM_UP = 2

/** Ids of the owner's newest messages, at least `count` of them. */
async function messageIds(baseUrl: string, cookie: string, count: number): Promise<string[]> {
  const ids: string[] = []
  for (let page = 1; ids.length < count; page++) {
    const inbox = (await (await fetch(`${baseUrl}/api/messages?page=${page}`, { headers: { cookie } })).json()) as {
      messages: { id: string }[]
      isLastPage: boolean
    }
    ids.push(...inbox.messages.map((message) => message.id))
    if (inbox.isLastPage) break
  }
  if (ids.length < count) throw new Error(`the share image bench needs ${count} messages`)
  return ids
}

const shareImage = (baseUrl: string, cookie: string, id: string) =>
  fetch(`${baseUrl}/api/messages/${id}/share.png?format=story`, { headers: { cookie } })

/**
 * The share image of a message (ADR 0030): its first drawing, each sample a message not drawn
 * before, and the same image asked again, from the cache. The owner's cookie is the demo's.
 */
export async function benchShareImages(server: RunningServer, cookie: string, label: string, results: Results) {
  const ids = await messageIds(server.baseUrl, cookie, SAMPLES + WARM_UP)
  const first = await latency(SAMPLES, (i) => shareImage(server.baseUrl, cookie, ids[i]!), WARM_UP)
  const cached = await latency(SAMPLES, () => shareImage(server.baseUrl, cookie, ids[0]!))
  results[`${label} share image first render p95`] = { value: first.p95, unit: 'ms' }
  results[`${label} share image cached p95`] = { value: cached.p95, unit: 'ms' }
}

const READERS = 4
const IDLE_MS = 5_000
const DRAWN_PER_OWNER = 10

/** GET /demo by READERS loops at once until `until` settles: p50 and p95 in ms. */
async function readDemoUntil(baseUrl: string, until: Promise<unknown>) {
  let done = false
  void until.finally(() => (done = true))
  const times: number[] = []
  await Promise.all(
    Array.from({ length: READERS }, async () => {
      while (!done) {
        const start = performance.now()
        const res = await fetch(`${baseUrl}/demo`)
        await res.arrayBuffer()
        if (!res.ok) throw new Error(`GET /demo answered ${res.status}`)
        times.push(performance.now() - start)
      }
    }),
  )
  times.sort((a, b) => a - b)
  const at = (share: number) => round(times[Math.min(times.length - 1, Math.floor(share * times.length))]!)
  return { p50: at(0.5), p95: at(0.95), samples: times.length }
}

/**
 * Pages while pictures are drawn (ADR 0052): GET /demo read by a few loops at once, idle and while
 * 30 share images are drawn (10 new messages for each of the three fans, each fan's images one
 * after another, the fans at once: all within the per-user limit, so every one is a drawing).
 */
export async function benchPagesWhileDrawing(server: RunningServer, label: string, results: Results) {
  const { baseUrl } = server
  const grids = await prepareWrittenGrids(baseUrl)
  const owners = await Promise.all(
    WRITING_OWNERS.map(async (owner, o) => {
      const { cookie } = grids.find((grid) => grid.name === owner)!
      for (let n = 0; n < DRAWN_PER_OWNER; n++) {
        const sent = await fetch(`${baseUrl}/api/grids/${owner}/messages`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': `10.99.${o}.${n}` },
          body: JSON.stringify({ tileId: 'ask', message: `What should I draw next, ${owner}? (${n})` }),
        })
        if (sent.status !== 201) throw new Error(`sending to ${owner} answered ${sent.status}`)
      }
      return { cookie, ids: await messageIds(baseUrl, cookie, DRAWN_PER_OWNER) }
    }),
  )
  const idle = await readDemoUntil(baseUrl, new Promise((resolve) => setTimeout(resolve, IDLE_MS)))
  const started = performance.now()
  const drawing = Promise.all(
    owners.map(async ({ cookie, ids }) => {
      for (const id of ids.slice(0, DRAWN_PER_OWNER)) {
        const res = await shareImage(baseUrl, cookie, id)
        await res.arrayBuffer()
        if (!res.ok) throw new Error(`a share image answered ${res.status}`)
      }
    }),
  )
  const busy = await readDemoUntil(baseUrl, drawing)
  await drawing
  const drawnIn = (performance.now() - started) / 1000
  results[`${label} GET /demo p95, idle`] = { value: idle.p95, unit: 'ms' }
  results[`${label} GET /demo p50 while 30 share images are drawn`] = { value: busy.p50, unit: 'ms' }
  results[`${label} GET /demo p95 while 30 share images are drawn`] = { value: busy.p95, unit: 'ms' }
  results[`${label} 30 share images drawn in`] = { value: round(drawnIn), unit: 's' }
}
