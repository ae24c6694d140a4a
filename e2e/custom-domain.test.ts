import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import { DOMAIN_TEXTS, type GridDomainState } from '@domain/custom-domains.js'
import { PLAN_MESSAGES } from '@domain/plans.js'
import { startDnsServer } from '../tests/helpers/dns-server.js'
import { introTile } from '../tests/helpers/tiles.js'
import { toastWith } from './support/accounts.js'
import { seriousAxeViolations } from './support/browser.js'
import { useSite } from './support/site.js'

// A Pro owner gives a grid its own domain in the editor, adds the records shown (to a DNS server
// the test answers for), checks it, and the page loads at that domain (Chromium resolves it to the
// local server) without a cookie (ADR 0065). A Free owner sees the panel locked.

/** Each owner's domain is named after them, so that a retry does not find the first try's taken. */
const domainOf = (username: string) => `${username.replace(/_/g, '-')}.example.com`
/** Set to a folder to keep screenshots of the panel. */
const SCREENSHOT_DIR = process.env.E2E_SCREENSHOTS

const dns = await startDnsServer()
afterAll(() => dns.close())
const site = useSite({
  name: 'custom-domain',
  env: { DNS_RESOLVER: dns.address, CUSTOM_DOMAIN_ADDRESSES: '127.0.0.1' },
  browserArgs: ['--host-resolver-rules=MAP *.example.com 127.0.0.1'],
})

async function screenshot(page: Page, name: string) {
  if (SCREENSHOT_DIR) await page.screenshot({ path: join(SCREENSHOT_DIR, `${name}.png`), fullPage: true })
}

describe('a custom domain', () => {
  it('is added, proved and checked in the editor, and then shows the page without a cookie', async () => {
    const owner = await site.newOwner({
      pro: true,
      prefix: 'domain',
      contextOptions: { viewport: { width: 1280, height: 900 } },
    })
    const intro = introTile('Nina', { description: 'Ceramics from Lisbon' })
    await owner.saveContent((content) => ({ ...content, tiles: [intro], mobileTiles: [intro] }))

    const { page } = owner
    const DOMAIN = domainOf(owner.username)
    await page.goto(site.url(`/${owner.username}`))
    const panel = page.getByRole('region', { name: DOMAIN_TEXTS.title })
    await panel.getByRole('textbox', { name: 'Domain' }).fill(DOMAIN.toUpperCase())
    await panel.getByRole('button', { name: 'Save domain' }).click()
    await toastWith(page, DOMAIN_TEXTS.saved).waitFor()
    await panel.getByText(DOMAIN, { exact: true }).first().waitFor()
    await panel.getByText('Pending').waitFor()
    const recordName = `_tessera.${DOMAIN}`
    await panel.getByText(recordName).waitFor()
    const { customDomain } = (await (
      await owner.api.get(`/api/grids/${owner.username}/domain`)
    ).json()) as GridDomainState
    const token = customDomain!.record.value
    expect(token.length).toBeGreaterThanOrEqual(16)
    await panel.getByText(token, { exact: true }).waitFor()

    // Checked before the records exist: still pending, the problem named.
    await panel.getByRole('button', { name: 'Check now' }).click()
    await panel
      .getByRole('status')
      .filter({ hasText: DOMAIN_TEXTS.noTxtRecord(recordName) })
      .waitFor()
    expect(await seriousAxeViolations(page)).toEqual([])
    await screenshot(page, 'custom-domain-pending-1280')

    dns.records.set(recordName, { TXT: [token] })
    dns.records.set(DOMAIN, { A: ['127.0.0.1'] })
    await panel.getByRole('button', { name: 'Check now' }).click()
    await panel.getByText('Active', { exact: true }).waitFor()
    await panel.getByRole('link', { name: DOMAIN }).waitFor()
    await screenshot(page, 'custom-domain-active-1280')
    await page.setViewportSize({ width: 320, height: 800 })
    await screenshot(page, 'custom-domain-active-320')

    // A visitor, and the owner too: the page, with no cookie set or sent.
    const port = new URL(site.server.baseUrl).port
    for (const context of [owner.context, await site.newContext()]) {
      const visitor = await context.newPage()
      const answer = await visitor.goto(`http://${DOMAIN}:${port}/`)
      expect(answer?.status()).toBe(200)
      expect(await answer?.request().headerValue('cookie')).toBeNull()
      expect(await answer?.headerValue('set-cookie')).toBeNull()
      await visitor.getByRole('heading', { name: 'Nina' }).first().waitFor()
      expect(await visitor.locator('link[rel="canonical"]').getAttribute('href')).toBe(`https://${DOMAIN}/`)
      expect(await context.cookies(`http://${DOMAIN}:${port}/`)).toEqual([])
      expect((await visitor.goto(`http://${DOMAIN}:${port}/login`))?.status()).toBe(404)
      await visitor.close()
    }
  })

  it('is shown locked to a Free owner before the click', async () => {
    const owner = await site.newOwner({ prefix: 'freedomain' })
    await owner.page.goto(site.url(`/${owner.username}`))
    const panel = owner.page.getByRole('region', { name: DOMAIN_TEXTS.title })
    const locked = panel.getByRole('button', { name: 'Use your own domain Pro' })
    await locked.waitFor()
    expect(await panel.getByRole('textbox', { name: 'Domain' }).count()).toBe(0)
    await locked.click()
    await owner.page.locator(':popover-open').getByText(PLAN_MESSAGES.proFeature).waitFor()
  })
})
