import { execFile } from 'node:child_process'
import { promisify } from 'node:util'

const run = promisify(execFile)
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const CHROME_FLAGS =
  '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run'

/**
 * Lighthouse's four scores (0–100) with its default mobile emulation and throttling, run through
 * npx so that its large dependency tree stays out of the project's install.
 */
export async function lighthouseScores(url: string): Promise<Record<(typeof CATEGORIES)[number], number>> {
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
  ) as Record<(typeof CATEGORIES)[number], number>
}
