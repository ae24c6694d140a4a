import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startPeriodicJob } from '@server/periodic-job.js'

/** A pass that stays under way until `finish` is called. */
function heldPass() {
  const started: boolean[] = []
  let finish = () => {}
  const pass = (first: boolean) => {
    started.push(first)
    return new Promise<void>((resolve) => (finish = resolve))
  }
  return { pass, started, finish: () => finish() }
}

/** A job whose passes note whether each was the first, and which nothing fails. */
function recordedJob(timing: { everyMs: number; firstAfterMs?: number }) {
  const passes: boolean[] = []
  const job = startPeriodicJob({ ...timing, pass: async (first) => void passes.push(first), failed: () => {} })
  return { job, passes }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('a periodic job', () => {
  it('runs its first pass when asked, then one each period', async () => {
    const { job, passes } = recordedJob({ everyMs: 1000, firstAfterMs: 300 })
    await vi.advanceTimersByTimeAsync(299)
    expect(passes).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(passes).toEqual([true])
    await vi.advanceTimersByTimeAsync(2000)
    expect(passes).toEqual([true, false, false])
    await job.stop()
  })

  it('runs the first pass at once for 0, and only with the period without firstAfterMs', async () => {
    const atOnce = recordedJob({ everyMs: 1000, firstAfterMs: 0 })
    const later = recordedJob({ everyMs: 1000 })
    await vi.advanceTimersByTimeAsync(0)
    expect(atOnce.passes).toEqual([true])
    expect(later.passes).toEqual([])
    await vi.advanceTimersByTimeAsync(1000)
    expect(later.passes).toEqual([false])
    await Promise.all([atOnce.job.stop(), later.job.stop()])
  })

  it('skips a tick while a pass is still under way', async () => {
    const held = heldPass()
    const job = startPeriodicJob({ everyMs: 1000, pass: held.pass, failed: () => {} })
    await vi.advanceTimersByTimeAsync(3000)
    expect(held.started).toHaveLength(1)
    held.finish()
    await vi.advanceTimersByTimeAsync(1000)
    expect(held.started).toHaveLength(2)
    held.finish()
    await job.stop()
  })

  it('tells of a failed pass and tries again at the next tick', async () => {
    const failures: unknown[] = []
    let calls = 0
    const job = startPeriodicJob({
      everyMs: 1000,
      pass: async () => {
        calls++
        if (calls === 1) throw new Error('mail server down')
      },
      failed: (error) => failures.push(error),
    })
    await vi.advanceTimersByTimeAsync(2000)
    expect(failures).toEqual([new Error('mail server down')])
    expect(calls).toBe(2)
    await job.stop()
  })

  it('runs no pass when stopped before the first', async () => {
    const { job, passes } = recordedJob({ everyMs: 1000, firstAfterMs: 500 })
    await vi.advanceTimersByTimeAsync(100)
    await job.stop()
    await vi.advanceTimersByTimeAsync(5000)
    expect(passes).toEqual([])
  })

  it('tells of a pass that throws before it awaits anything', async () => {
    const failures: unknown[] = []
    const job = startPeriodicJob({
      everyMs: 1000,
      pass: () => {
        throw new Error('no database')
      },
      failed: (error) => failures.push(error),
    })
    await vi.advanceTimersByTimeAsync(1000)
    expect(failures).toEqual([new Error('no database')])
    await job.stop()
  })

  it('stops: no pass after it, and it waits for the one under way', async () => {
    const held = heldPass()
    const job = startPeriodicJob({ everyMs: 1000, firstAfterMs: 500, pass: held.pass, failed: () => {} })
    await vi.advanceTimersByTimeAsync(1000)
    let stopped = false
    const stopping = job.stop().then(() => (stopped = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(stopped).toBe(false)
    held.finish()
    await stopping
    await vi.advanceTimersByTimeAsync(5000)
    expect(held.started).toEqual([true])
  })
})
