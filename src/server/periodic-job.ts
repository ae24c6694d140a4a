/** A pass of background work run on a timer on this instance. */
export interface PeriodicJob {
  /** Before the database closes: no new pass, and the one under way finished. */
  stop(): Promise<void>
}

export interface PeriodicJobOptions {
  everyMs: number
  /** The first pass: at once (0), after this long, or at the timer's first tick when not given. */
  firstAfterMs?: number
  /** One pass; `first` is true for the pass firstAfterMs starts. */
  pass: (first: boolean) => Promise<unknown>
  /** Told of a pass that failed; the next one tries again. */
  failed: (error: unknown) => void
}

/**
 * Runs `pass` every `everyMs`, never two at once: a tick that finds a pass still under way (a big
 * cleanup, a slow mail server) is skipped. The timers do not keep the process alive.
 */
export function startPeriodicJob({ everyMs, firstAfterMs, pass, failed }: PeriodicJobOptions): PeriodicJob {
  let running: Promise<unknown> | undefined
  const run = (first: boolean) => {
    // Through a promise from the start, so that a pass that throws before its first await is failed() too.
    running ??= Promise.resolve(first)
      .then(pass)
      .catch(failed)
      .finally(() => (running = undefined))
  }
  let firstTimer: NodeJS.Timeout | undefined
  if (firstAfterMs === 0) run(true)
  else if (firstAfterMs !== undefined) firstTimer = setTimeout(() => run(true), firstAfterMs).unref()
  const timer = setInterval(() => run(false), everyMs).unref()
  return {
    stop: async () => {
      clearTimeout(firstTimer)
      clearInterval(timer)
      await running
    },
  }
}
