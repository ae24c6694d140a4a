import type { TestContext, TestOptions } from 'vitest'

declare module 'vitest' {
  interface TaskMeta {
    /** Why the test did not run; `npm test` (scripts/test.mjs) reads it from the JSON report into its summary. */
    skippedBecause?: string
  }
}

/** Skips the test and says why, where `npm test`'s summary finds it. */
export function skipBecause(context: TestContext, reason: string): never {
  context.task.meta.skippedBecause = reason
  return context.skip(reason)
}

/**
 * Options for a `describe` or `it` that runs only when `condition` holds, and otherwise is skipped
 * with `reason` where `npm test`'s summary finds it (a suite's tests inherit its meta).
 */
export function runsOnlyIf(condition: boolean, reason: string): TestOptions {
  return condition ? {} : { skip: true, meta: { skippedBecause: reason } }
}
