export type Results = Record<string, { value: number; unit: string }>

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!

/**
 * Latency of one request at a time (what a single user feels), as p50/p95/p99 in milliseconds.
 * A few untimed requests go first, so that the steady state is measured rather than the JIT
 * compiler's and the caches' warm-up (fewer where a rate limit counts them, as for uploads).
 */
export async function latency(samples: number, request: (i: number) => Promise<Response>, warmUp = 20) {
  for (let i = samples; i < samples + warmUp; i++) await (await request(i)).arrayBuffer()
  const times: number[] = []
  for (let i = 0; i < samples; i++) {
    const start = performance.now()
    const res = await request(i)
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`request ${i} answered ${res.status}`)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  return {
    p50: round(percentile(times, 0.5)),
    p95: round(percentile(times, 0.95)),
    p99: round(percentile(times, 0.99)),
  }
}

export const round = (value: number) => Math.round(value * 100) / 100
