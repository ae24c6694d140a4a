import type { RunningServer } from '../../tests/helpers/server.js'
import { latency, type Results } from './measure.js'

const SAMPLES = 40
const WARM_UP = 5

/**
 * The share image of a message (ADR 0030): its first drawing, each sample a message not drawn
 * before, and the same image asked again, from the cache. The owner's cookie is the demo's.
 */
export async function benchShareImages(server: RunningServer, cookie: string, label: string, results: Results) {
  const headers = { cookie }
  const ids: string[] = []
  for (let page = 1; ids.length < SAMPLES + WARM_UP; page++) {
    const inbox = (await (await fetch(`${server.baseUrl}/api/messages?page=${page}`, { headers })).json()) as {
      messages: { id: string }[]
      isLastPage: boolean
    }
    ids.push(...inbox.messages.map((message) => message.id))
    if (inbox.isLastPage) break
  }
  if (ids.length < SAMPLES + WARM_UP) throw new Error(`the share image bench needs ${SAMPLES + WARM_UP} messages`)
  const image = (id: string) => fetch(`${server.baseUrl}/api/messages/${id}/share.png?format=story`, { headers })
  const first = await latency(SAMPLES, (i) => image(ids[i]!), WARM_UP)
  const cached = await latency(SAMPLES, () => image(ids[0]!))
  results[`${label} share image first render p95`] = { value: first.p95, unit: 'ms' }
  results[`${label} share image cached p95`] = { value: cached.p95, unit: 'ms' }
}
