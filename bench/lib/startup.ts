import { serverRssMegabytes } from '../../scripts/lib/process-memory.js'
import type { RunningServer } from '../../tests/helpers/server.js'
import type { Results } from './measure.js'

/** A small server's mix: the demo page, the landing page, a 404 page and a view counted from a public address. */
const READS = 4000
const MIX = ['/demo', '/', '/no-such-page', '/demo'] as const
/** A browser's user agent: a bot's views are not counted. */
const BROWSER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36'

/**
 * What a small server pays to run Tessera: start to the first `/api/health` 200, and the memory of
 * every process of the server 5 s after that and after 4,000 mixed page reads. Run on a server just
 * started, before anything else loads it.
 */
export async function benchStartup(server: RunningServer, label: string, results: Results) {
  const pid = server.process.pid!
  results[`${label} start to first health 200`] = { value: server.healthyAfterMs, unit: 'ms' }
  await new Promise((resolve) => setTimeout(resolve, 5000))
  results[`${label} RSS 5 s after start`] = { value: serverRssMegabytes(pid), unit: 'MB' }
  for (let i = 0; i < READS; i += 8) {
    await Promise.all(
      Array.from({ length: 8 }, async (_, j) => {
        const n = i + j
        const path = MIX[n % MIX.length]!
        // A counted view from a public address (TRUST_PROXY is on in the bench) looks its country up,
        // which loads the IP-to-country table as a real server's first visitor does.
        const counted = n % MIX.length === 3
        const headers: Record<string, string> = counted
          ? { 'user-agent': BROWSER_AGENT, 'x-forwarded-for': `81.2.69.${n % 250}` }
          : {}
        await (await fetch(`${server.baseUrl}${path}`, { headers })).arrayBuffer()
      }),
    )
  }
  results[`${label} RSS after ${READS} page reads`] = { value: serverRssMegabytes(pid), unit: 'MB' }
}
