import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run'

type Scores = Record<(typeof CATEGORIES)[number], number>

/** Lighthouse varies from run to run; its authors advise the median of several runs. */
const RUNS = 3

/** Each category's median score over a few Lighthouse runs. */
export async function lighthouseScores(url: string): Promise<Scores> {
  const runs: Scores[] = []
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouseRun(url))
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
  return Object.fromEntries(CATEGORIES.map((name) => [name, median(runs.map((run) => run[name]))])) as Scores
}

/**
 * Lighthouse's four scores (0–100) with its default mobile emulation and throttling, run through
 * npx so that its large dependency tree stays out of the project's install.
 */
async function lighthouseRun(url: string): Promise<Scores> {
  const { stdout } = await run(
    'npx',
    [
      '--yes',
      'lighthouse@13',
      url,
      '--output=json',
      '--quiet',
      `--only-categories=${CATEGORIES.join(',')}`,
      `--chrome-flags=${CHROME_FLAGS}`,
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' },
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  const report = JSON.parse(stdout) as { categories: Record<string, { score: number | null }> }
  return Object.fromEntries(
    CATEGORIES.map((name) => [name, Math.round((report.categories[name]?.score ?? 0) * 100)]),
  ) as Scores
}
