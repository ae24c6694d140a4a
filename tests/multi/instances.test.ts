import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import S3rver from 's3rver'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { multipartBody, solidImage } from '../fixtures/images.js'
import { startPostgresProxy, type PostgresProxy } from '../helpers/postgres-proxy.js'
import { freePort, startServer, type RunningServer } from '../helpers/server.js'
import { runsOnlyIf } from '../helpers/skip.js'
import { startReverseProxy, type ReverseProxy } from './reverse-proxy.js'

/**
 * Two instances built from this checkout (dist/), on one Postgres, one Redis and one
 * S3-compatible store, behind a round-robin proxy: what issue 20 tried by hand, and the faults it
 * found. Each instance reaches Postgres through a TCP proxy of its own, so that one instance's
 * listening connection can be made to go silent.
 */
const adminUrl = process.env.TEST_DATABASE_URL
const DEMO = { email: 'demo@example.com', password: 'Demo#2024pass' }
const HEARTBEAT = { DATABASE_HEARTBEAT_MS: '250', DATABASE_HEARTBEAT_TIMEOUT_MS: '500' }
/** A different made-up visitor address for every message: the per-address limits are not under test. */
const visitor = (() => {
  const base = `10.${20 + Math.floor(Math.random() * 200)}`
  let next = 0
  return () => `${base}.${Math.floor(next / 250)}.${(next++ % 250) + 1}`
})()

class Browser {
  private readonly jar = new Map<string, string>()
  constructor(private readonly origin: string) {}

  get cookie() {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ')
  }

  async fetch(base: string, path: string, init: RequestInit & { json?: unknown } = {}) {
    const headers = new Headers(init.headers)
    headers.set('origin', this.origin)
    if (this.jar.size > 0) headers.set('cookie', this.cookie)
    let body = init.body
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json')
      body = JSON.stringify(init.json)
    }
    const res = await fetch(new URL(path, base), { ...init, headers, body })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair!.indexOf('=')
      const [name, value] = [pair!.slice(0, at), pair!.slice(at + 1)]
      if (value === '' || /max-age=0/i.test(line)) this.jar.delete(name)
      else this.jar.set(name, value)
    }
    return res
  }
}

interface LiveStream {
  status: number
  events: { id: string; body: string }[]
  ended: Promise<void>
  close(): void
}

async function openStream(base: string, cookie: string, lastEventId?: string): Promise<LiveStream> {
  const controller = new AbortController()
  const headers: Record<string, string> = { cookie, accept: 'text/event-stream' }
  if (lastEventId) headers['last-event-id'] = lastEventId
  const res = await fetch(new URL('/api/messages/stream', base), { headers, signal: controller.signal })
  const events: LiveStream['events'] = []
  const close = () => controller.abort()
  if (res.status !== 200) return { status: res.status, events, ended: Promise.resolve(), close }
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  const take = (chunk: Uint8Array) => {
    buffer += decoder.decode(chunk, { stream: true })
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const id = /^id: (.*)$/m.exec(block)?.[1]
      const data = /^data: (.*)$/m.exec(block)?.[1]
      if (id && data) events.push({ id, body: (JSON.parse(data) as { body: string }).body })
    }
  }
  const first = await reader.read() // the retry preamble: subscribed
  if (first.value) take(first.value)
  const ended = (async () => {
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) take(read.value)
    } catch {
      // aborted
    }
  })()
  return { status: 200, events, ended, close }
}

let database: { name: string; url: string }
let s3: { server: S3rver; dir: string; endpoint: string }
let proxy: ReverseProxy
let listeners: PostgresProxy[]
let first: RunningServer
let second: RunningServer
let owner: Browser

beforeAll(async () => {
  if (!adminUrl) return
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  const name = `tessera_multi_${randomBytes(5).toString('hex')}`
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  database = { name, url: url.toString() }

  const dir = mkdtempSync(join(tmpdir(), 'tessera-multi-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    configureBuckets: [{ name: 'tessera-multi', configs: [] }],
  })
  const { port } = await server.run()
  s3 = { server, dir, endpoint: `http://127.0.0.1:${port}` }

  proxy = await startReverseProxy([])
  const postgres = { host: url.hostname, port: Number(url.port || 5432) }
  listeners = [await startPostgresProxy(postgres), await startPostgresProxy(postgres)]

  // Migrates the fresh database and makes the verified Pro user demo with the grid /demo.
  execFileSync(process.execPath, ['bin/tessera.js', 'seed', 'demo'], {
    env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'error', BASE_URL: proxy.url },
    stdio: 'ignore',
  })
  first = await startInstance(0)
  second = await startInstance(1)
  proxy.backends = [first.baseUrl, second.baseUrl]
  owner = new Browser(proxy.url)
}, 240_000)

/** One instance, reaching Postgres through its own TCP proxy. */
function startInstance(index: number, env: Record<string, string> = {}) {
  const url = new URL(database.url)
  url.host = listeners[index]!.host
  return startServer({
    DATABASE_URL: url.toString(),
    AUTH_SECRET: 'multi-instance-test-shared-secret-0123456789',
    BASE_URL: proxy.url,
    TRUST_PROXY: 'true',
    REDIS_URL: 'redis://127.0.0.1:6379',
    REDIS_PREFIX: `tessera-multi-${database.name}:`,
    S3_BUCKET: 'tessera-multi',
    S3_ENDPOINT: s3.endpoint,
    S3_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    LOG_LEVEL: 'error',
    ...HEARTBEAT,
    ...env,
  })
}

afterAll(async () => {
  await first?.stop()
  await second?.stop()
  await proxy?.close()
  for (const listener of listeners ?? []) await listener.close()
  if (s3) {
    await s3.server.close()
    rmSync(s3.dir, { recursive: true, force: true })
  }
  if (database) {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${database.name} with (force)`)
    await admin.end()
  }
}, 60_000)

/**
 * The grid the messages go to, new in every run: rate-limit counters live in the shared Redis
 * and would otherwise add up across runs (and with other tests' demo grids).
 */
const MESSAGE_GRID = `multi-${randomBytes(4).toString('hex')}`

const send = (base: string, message: string) =>
  fetch(new URL(`/api/grids/${MESSAGE_GRID}/messages`, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: proxy.url, 'x-forwarded-for': visitor() },
    body: JSON.stringify({ tileId: 'ask', message }),
  })

describe('two instances behind a proxy', runsOnlyIf(Boolean(adminUrl), 'TEST_DATABASE_URL is not set'), () => {
  beforeAll(async () => {
    const signedIn = await owner.fetch(proxy.url, '/api/account/login', { method: 'POST', json: DEMO })
    expect(signedIn.status).toBe(200)
    // A grid of this run's own with the demo's tiles, message box included.
    expect((await owner.fetch(proxy.url, '/api/grids', { method: 'POST', json: { name: MESSAGE_GRID } })).status).toBe(
      201,
    )
    const demo = await (await owner.fetch(proxy.url, '/api/grids/demo/content')).json()
    const created = await (await owner.fetch(proxy.url, `/api/grids/${MESSAGE_GRID}/content`)).json()
    const { tiles, mobileTiles, settings, theme } = demo
    const saved = await owner.fetch(proxy.url, `/api/grids/${MESSAGE_GRID}/content`, {
      method: 'PUT',
      json: { version: created.version, tiles, mobileTiles, settings, theme },
    })
    expect(saved.status, await saved.text()).toBe(200)
    const activated = await owner.fetch(proxy.url, `/api/grids/${MESSAGE_GRID}`, {
      method: 'PATCH',
      json: { active: true },
    })
    expect(activated.status, await activated.text()).toBe(200)
  })

  it('sign in through the proxy, and either instance knows the session', async () => {
    for (const instance of [first, second]) {
      const me = await owner.fetch(instance.baseUrl, '/api/account/me')
      expect(me.status).toBe(200)
      expect(await me.json()).toMatchObject({ username: 'demo' })
    }
  })

  it('show a page edited on one instance from the other at once', async () => {
    const content = await (await owner.fetch(first.baseUrl, '/api/grids/demo/content')).json()
    const headline = `Edited on the first instance ${Date.now()}`
    const tiles = content.tiles.map((tile: { type: string; data: Record<string, unknown> }) =>
      tile.type === 'text' ? { ...tile, data: { ...tile.data, text: headline } } : tile,
    )
    const saved = await owner.fetch(first.baseUrl, '/api/grids/demo/content', {
      method: 'PUT',
      json: {
        version: content.version,
        tiles,
        mobileTiles: content.mobileTiles,
        settings: content.settings,
        theme: content.theme,
      },
    })
    expect(saved.status).toBe(200)
    // The other instance's copy is dropped by the announcement, a few milliseconds after the commit.
    await expect
      .poll(async () => (await (await fetch(`${second.baseUrl}/demo`)).text()).includes(headline), { timeout: 2000 })
      .toBe(true)
  })

  it('deliver a message sent to one instance to the owner’s inbox open on the other', async () => {
    const stream = await openStream(second.baseUrl, owner.cookie)
    expect(stream.status).toBe(200)
    expect((await send(first.baseUrl, 'Across the instances')).status).toBe(201)
    await expect
      .poll(() => stream.events.map((event) => event.body), { timeout: 3000 })
      .toEqual(['Across the instances'])
    stream.close()
  })

  it('serve an image uploaded to one instance from the other, byte for byte', async () => {
    const form = await multipartBody([
      ['bucket', 'tile_images'],
      ['file', { data: await solidImage(320, 200), filename: 'tile.png', type: 'image/png' }],
    ])
    const uploaded = await owner.fetch(first.baseUrl, '/api/uploads', {
      method: 'POST',
      headers: form.headers,
      body: new Uint8Array(form.payload),
    })
    expect(uploaded.status).toBe(201)
    const { url } = (await uploaded.json()) as { url: string }
    const fromFirst = Buffer.from(await (await fetch(new URL(url, first.baseUrl))).arrayBuffer())
    const fromSecond = await fetch(new URL(url, second.baseUrl))
    expect(fromSecond.status).toBe(200)
    expect(Buffer.from(await fromSecond.arrayBuffer()).equals(fromFirst)).toBe(true)
  })

  it('catch a dropped stream up with Last-Event-ID, whichever instance it reconnects to', async () => {
    const stream = await openStream(proxy.url, owner.cookie)
    expect((await send(proxy.url, 'Before the stream dropped')).status).toBe(201)
    await expect.poll(() => stream.events.length, { timeout: 3000 }).toBe(1)
    stream.close()
    for (const text of ['Sent while it was gone', 'Also sent while it was gone'])
      expect((await send(proxy.url, text)).status).toBe(201)
    const resumed = await openStream(proxy.url, owner.cookie, stream.events[0]!.id)
    await expect
      .poll(() => resumed.events.map((event) => event.body), { timeout: 3000 })
      .toEqual(['Sent while it was gone', 'Also sent while it was gone'])
    resumed.close()
  })

  it('notice an instance’s silent listener: it forgets a session signed out elsewhere, says so, and recovers', async () => {
    const elsewhere = new Browser(proxy.url)
    expect((await elsewhere.fetch(first.baseUrl, '/api/account/login', { method: 'POST', json: DEMO })).status).toBe(
      200,
    )
    const cookie = elsewhere.cookie
    // The second instance remembers this session.
    expect((await elsewhere.fetch(second.baseUrl, '/api/account/me')).status).toBe(200)
    const stream = await openStream(second.baseUrl, cookie)

    listeners[1]!.blackholeListeners()
    expect(
      (await elsewhere.fetch(first.baseUrl, '/api/account/logout', { method: 'POST', json: {} })).status,
    ).toBeLessThan(300)
    const signedOut = () => fetch(`${second.baseUrl}/api/account/me`, { headers: { cookie } }).then((res) => res.status)
    await expect.poll(signedOut, { timeout: 5000 }).toBe(401)
    await stream.ended
    const health = await (await fetch(`${second.baseUrl}/api/health`)).json()
    expect(health).toMatchObject({ status: 'degraded', problems: { listener: { state: 'reconnecting' } } })

    listeners[1]!.restore()
    await expect
      .poll(async () => (await fetch(`${second.baseUrl}/api/health`)).json(), { timeout: 10_000 })
      .toEqual({ status: 'ok' })
  })

  it('fail fast while Redis is down: sign-in closed with a 503, messages open, health degraded', async () => {
    // A third instance whose Redis is a closed port (an outage from its start).
    const outage = await startInstance(0, { REDIS_URL: `redis://127.0.0.1:${await freePort()}` })
    try {
      const timed = async (request: () => Promise<Response>) => {
        const startedAt = Date.now()
        const res = await request()
        return { status: res.status, body: await res.json(), ms: Date.now() - startedAt }
      }
      const signIn = await timed(() =>
        new Browser(proxy.url).fetch(outage.baseUrl, '/api/account/login', { method: 'POST', json: DEMO }),
      )
      expect(signIn).toMatchObject({ status: 503, body: { error: { code: 'LIMITS_UNAVAILABLE' } } })
      expect(signIn.ms).toBeLessThan(3000)
      const sent = await timed(() => send(outage.baseUrl, 'Sent while Redis was down'))
      expect(sent.status).toBe(201)
      expect(sent.ms).toBeLessThan(3000)
      const health = await (await fetch(`${outage.baseUrl}/api/health`)).json()
      expect(health).toMatchObject({ status: 'degraded', problems: { redis: {} } })
    } finally {
      await outage.stop()
    }
  })

  it('store every acknowledged message exactly once when an instance is killed under load', async () => {
    const acknowledged: string[] = []
    let sent = 0
    let stop = false
    const lane = async (name: number) => {
      while (!stop) {
        const body = `Load ${name}-${sent++} ${Date.now()}`
        try {
          if ((await send(proxy.url, body)).status === 201) acknowledged.push(body)
        } catch {
          // a connection cut mid-way: not acknowledged
        }
      }
    }
    const lanes = [0, 1, 2, 3].map(lane)
    await expect.poll(() => acknowledged.length, { timeout: 20_000, interval: 5 }).toBeGreaterThanOrEqual(30)
    first.process.kill('SIGKILL')
    // The proxy sends everything to the survivor now (refused connections go to the next instance).
    const killedAt = acknowledged.length
    await expect
      .poll(() => acknowledged.length, { timeout: 20_000, interval: 20 })
      .toBeGreaterThanOrEqual(killedAt + 30)
    stop = true
    await Promise.all(lanes)

    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    const { rows } = await client.query<{ body: string; copies: string }>(
      'select body, count(*) as copies from messages where body = any($1) group by body',
      [acknowledged],
    )
    await client.end()
    const copies = new Map(rows.map((row) => [row.body, Number(row.copies)]))
    expect(acknowledged.filter((body) => copies.get(body) !== 1)).toEqual([])
  })
})
