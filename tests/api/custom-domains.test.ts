import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { DOMAIN_TEXTS, type GridDomain } from '@domain/custom-domains.js'
import { PLAN_MESSAGES } from '@domain/plans.js'
import { customDomains, grids } from '@server/db/schema.js'
import { tellDemotedOwners } from '@server/custom-domains/plugin.js'
import { recheckDueDomains } from '@server/services/custom-domains.js'
import { applyPlan } from '@server/services/plans.js'
import { buildTestApp, type SignedUpUser, type TestApp } from '../helpers/app.js'
import { activateDomain } from '../helpers/custom-domains.js'
import { startDnsServer, type TestDnsServer } from '../helpers/dns-server.js'
import { messageTile } from '../helpers/tiles.js'

// Custom domains (ADR 0065): the owner's API checked against a DNS server the test answers for,
// Caddy's question, and the pages served by Host.

const HERE = '203.0.113.10'
const DOMAIN = 'links.example.com'
const DOMAIN_URL = '/api/grids/owner/domain'

let app: TestApp
let dns: TestDnsServer
let owner: SignedUpUser
let other: SignedUpUser
let free: SignedUpUser

const onDomain = (path: string, headers: Record<string, string> = {}, domain = DOMAIN) =>
  app.inject({ method: 'GET', url: path, headers: { host: domain, ...headers } })
const allowed = (domain: string) => app.inject({ method: 'GET', url: `/api/domains/allowed?domain=${domain}` })

/** The owner's domain set, proved and pointing here. */
const activate = () => activateDomain(owner, dns, { grid: 'owner', domain: DOMAIN, address: HERE })

beforeAll(async () => {
  dns = await startDnsServer()
  app = await buildTestApp({ DNS_RESOLVER: dns.address, CUSTOM_DOMAIN_ADDRESSES: HERE })
  owner = await app.signUp('owner', { plan: 'pro' })
  other = await app.signUp('other', { plan: 'pro' })
  free = await app.signUp('free')
  const tiles = [messageTile()]
  await app.db.update(grids).set({ tiles, mobileTiles: tiles, active: true }).where(eq(grids.name, 'owner'))
})
afterAll(async () => {
  await app.close()
  await dns.close()
})
beforeEach(async () => {
  dns.records.clear()
  await owner.delete(DOMAIN_URL)
  await other.delete('/api/grids/other/domain')
})

describe('setting a domain', () => {
  it('is Pro only: a Free owner gets the Pro refusal', async () => {
    const refused = await free.put('/api/grids/free/domain', { domain: DOMAIN })
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toEqual({ error: { code: 'PRO_FEATURE', message: PLAN_MESSAGES.proFeature } })
  })

  it('answers pending with the TXT record to add, the name normalised', async () => {
    const set = await owner.put(DOMAIN_URL, { domain: ' https://Links.Example.COM.:443/ ' })
    expect(set.statusCode, set.body).toBe(200)
    const domain = set.json() as GridDomain
    expect(domain).toMatchObject({
      domain: DOMAIN,
      status: 'pending',
      record: { type: 'TXT', name: `_tessera.${DOMAIN}` },
      target: { host: 'localhost', addresses: [HERE] },
    })
    expect(domain.record.value.length).toBeGreaterThanOrEqual(16)
    expect((await owner.get(DOMAIN_URL)).json()).toEqual({ customDomain: domain })
    // The same name again keeps its token.
    expect((await owner.put(DOMAIN_URL, { domain: DOMAIN })).json()).toEqual(domain)
  })

  it('stores an internationalised name in punycode', async () => {
    const set = await owner.put(DOMAIN_URL, { domain: 'Bücher.example.com' })
    expect(set.json()).toMatchObject({ domain: 'xn--bcher-kva.example.com' })
  })

  it.each([
    ['203.0.113.7', DOMAIN_TEXTS.ipAddress],
    ['[2001:db8::1]', DOMAIN_TEXTS.ipAddress],
    ['localhost', DOMAIN_TEXTS.invalid],
    ['intranet', DOMAIN_TEXTS.invalid],
    ['printer.local', DOMAIN_TEXTS.reserved],
    ['db.internal', DOMAIN_TEXTS.reserved],
    ['links.test', DOMAIN_TEXTS.reserved],
    ['bad_name.example.com', DOMAIN_TEXTS.invalid],
    ['links.example.com/page', DOMAIN_TEXTS.invalid],
    ['', DOMAIN_TEXTS.invalid],
  ])('refuses %j with 400', async (domain, message) => {
    const refused = await owner.put(DOMAIN_URL, { domain })
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toEqual({ error: { code: 'DOMAIN_INVALID', message } })
  })

  it('refuses a domain another grid holds with 409, and another user’s grid is not found', async () => {
    await owner.put(DOMAIN_URL, { domain: DOMAIN })
    const taken = await other.put('/api/grids/other/domain', { domain: DOMAIN })
    expect(taken.statusCode).toBe(409)
    expect(taken.json()).toEqual({ error: { code: 'DOMAIN_TAKEN', message: DOMAIN_TEXTS.taken } })
    expect((await other.put(DOMAIN_URL, { domain: 'other.example.com' })).statusCode).toBe(404)
    expect((await other.get(DOMAIN_URL)).statusCode).toBe(404)
  })

  it('lets another grid take a claim nobody proved for three days', async () => {
    await owner.put(DOMAIN_URL, { domain: DOMAIN })
    await app.db.update(customDomains).set({ createdAt: sql`now() - interval '4 days'` })
    expect((await other.put('/api/grids/other/domain', { domain: DOMAIN })).statusCode).toBe(200)
    expect((await owner.get(DOMAIN_URL)).json()).toEqual({ customDomain: null })
  })
})

describe('checking a domain', () => {
  it('stays pending, naming what is missing, until the TXT record and the address are right', async () => {
    const { record } = (await owner.put(DOMAIN_URL, { domain: DOMAIN })).json() as GridDomain
    const check = async () => (await owner.post(`${DOMAIN_URL}/verify`)).json() as GridDomain

    expect(await check()).toMatchObject({ status: 'pending', problem: DOMAIN_TEXTS.noTxtRecord(record.name) })
    dns.records.set(record.name, { TXT: ['someone else’s token'] })
    expect(await check()).toMatchObject({ status: 'pending', problem: DOMAIN_TEXTS.wrongTxtRecord(record.name) })
    dns.records.set(record.name, { TXT: [record.value] })
    dns.records.set(DOMAIN, { A: ['198.51.100.1'] })
    expect(await check()).toMatchObject({ status: 'pending', problem: DOMAIN_TEXTS.notPointingHere(DOMAIN) })
    expect((await allowed(DOMAIN)).statusCode).toBe(404)

    dns.records.set(DOMAIN, { A: [HERE] })
    const active = await check()
    expect(active).toMatchObject({ status: 'active', problem: null, failingSince: null })
    expect(active.checkedAt).not.toBeNull()
    expect((await allowed(DOMAIN)).statusCode).toBe(200)
  })

  it('takes a CNAME to the installation’s host', async () => {
    const { record } = (await owner.put(DOMAIN_URL, { domain: DOMAIN })).json() as GridDomain
    dns.records.set(record.name, { TXT: [record.value] })
    dns.records.set(DOMAIN, { CNAME: 'localhost' })
    expect((await owner.post(`${DOMAIN_URL}/verify`)).json()).toMatchObject({ status: 'active' })
  })

  it('is Pro only', async () => {
    expect((await free.post('/api/grids/free/domain/verify')).statusCode).toBe(403)
  })
})

describe('Caddy’s question', () => {
  it('is yes only for an active domain, whatever its case or trailing dot, and no once removed', async () => {
    expect((await allowed('unknown.example.com')).statusCode).toBe(404)
    expect((await allowed('')).statusCode).toBe(404)
    await activate()
    expect((await allowed(DOMAIN)).statusCode).toBe(200)
    expect((await allowed('LINKS.example.com.')).statusCode).toBe(200)
    await owner.delete(DOMAIN_URL)
    expect((await allowed(DOMAIN)).statusCode).toBe(404)
  })

  it('is no once the owner is Free, and yes again when Pro', async () => {
    await activate()
    await applyPlan(app.db, owner.id, 'free')
    await expect.poll(async () => (await allowed(DOMAIN)).statusCode).toBe(404)
    await applyPlan(app.db, owner.id, 'pro')
    await expect.poll(async () => (await allowed(DOMAIN)).statusCode).toBe(200)
  })
})

describe('a page on its custom domain', () => {
  it('is the grid’s page at /, naming the domain as its address, with no cookie read or set', async () => {
    await activate()
    // The owner's session cookie is not read there: the page, not the editor.
    for (let round = 0; round < 2; round++) {
      const page = await onDomain('/', { cookie: owner.cookie })
      expect(page.statusCode).toBe(200)
      expect(page.headers['content-type']).toContain('text/html')
      expect(page.headers['set-cookie']).toBeUndefined()
      expect(page.body).toContain(`<link rel="canonical" href="https://${DOMAIN}/"/>`)
      expect(page.body).toContain(`content="https://${DOMAIN}/og/owner.png?v=`)
      // "As user" signs in at the installation, where sessions live.
      expect(page.body).toContain(`<meta name="tessera-sign-in" content="${app.config.baseUrl}/login"/>`)
    }
    // At its installation address it names the domain too.
    expect((await app.client().get('/owner')).body).toContain(`<link rel="canonical" href="https://${DOMAIN}/"/>`)
  })

  it('answers 404 for the app’s routes and other grids', async () => {
    await activate()
    for (const path of ['/login', '/home', '/other', '/api/account/me', '/api/grids', '/owner/edit', '/sitemap.xml']) {
      const answer = await onDomain(path, { cookie: owner.cookie })
      expect(answer.statusCode, path).toBe(404)
      expect(answer.headers['set-cookie'], path).toBeUndefined()
    }
    expect((await onDomain('/api/account/session', { cookie: owner.cookie })).json()).toEqual({ viewer: null })
  })

  it('takes the message form’s posts from its own origin', async () => {
    await activate()
    const sent = await app.inject({
      method: 'POST',
      url: '/api/grids/owner/messages',
      headers: { host: DOMAIN, origin: `https://${DOMAIN}` },
      payload: { tileId: 'ask', message: 'Hello from the custom domain' },
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const forged = await app.inject({
      method: 'POST',
      url: '/api/grids/owner/messages',
      headers: { host: DOMAIN, origin: 'https://elsewhere.example.com' },
      payload: { tileId: 'ask', message: 'Hello from elsewhere' },
    })
    expect(forged.statusCode).toBe(403)
  })

  it('is not served by a domain not yet active', async () => {
    await owner.put(DOMAIN_URL, { domain: DOMAIN })
    const page = await onDomain('/')
    expect(page.body).not.toContain(`href="https://${DOMAIN}/"`)
  })
})

describe('the daily check', () => {
  it('demotes a domain whose record is gone, and tells its owner', async () => {
    await activate()
    await app.db.update(customDomains).set({ checkedAt: sql`now() - interval '25 hours'` })
    dns.records.delete(DOMAIN)

    const demoted = await recheckDueDomains(app.db, app.customDomains.checks)
    expect(demoted).toEqual([
      {
        domain: DOMAIN,
        gridName: 'owner',
        problem: DOMAIN_TEXTS.notPointingHere(DOMAIN),
        ownerEmail: owner.email,
        ownerName: 'owner',
      },
    ])
    await tellDemotedOwners(app.inboxMailer.mailer, app.config.baseUrl, demoted)
    await app.mailbox.waitForMail(owner.email, new RegExp(DOMAIN_TEXTS.demotedSubject(DOMAIN)))

    const state = (await owner.get(DOMAIN_URL)).json() as { customDomain: GridDomain }
    expect(state.customDomain).toMatchObject({ status: 'pending', problem: DOMAIN_TEXTS.notPointingHere(DOMAIN) })
    expect(state.customDomain.failingSince).not.toBeNull()
    await expect.poll(async () => (await allowed(DOMAIN)).statusCode).toBe(404)
    // A domain checked within the day is left alone.
    expect(await recheckDueDomains(app.db, app.customDomains.checks)).toEqual([])
  })
})
