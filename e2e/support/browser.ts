import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

export { launchBrowser } from '../../scripts/lib/chromium.js'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

/** The longest wait for animations to end before axe judges the page. */
const SETTLE_MS = 3_000

/** Runs axe-core in the page (evaluated, so the page's CSP does not block it); serious and critical only. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Colours judged mid fade (a toast leaving, a dialog arriving) fail contrast that the settled page
  // passes; under load that moment lasts long enough to be caught. What cannot end within the wait
  // (endless or paused animations, the landing page's 4 s progress bar) is not waited for: the
  // wait would only run out with it still going.
  await page.evaluate(
    (settleMs) =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => {
              const endTime = Number(animation.effect?.getComputedTiming().endTime)
              const remaining = endTime - Number(animation.currentTime ?? 0)
              return animation.playState === 'running' && remaining <= settleMs
            })
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((resolve) => setTimeout(resolve, settleMs)),
      ]),
    SETTLE_MS,
  )
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: () => Promise<{ violations: AxeViolation[] }> } }).axe
    return (await axe.run()).violations
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target })) }))
}
