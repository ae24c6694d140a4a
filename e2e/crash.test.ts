import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inArray } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase, type DatabaseLocation } from '@server/db/client.js'
import { messages } from '@server/db/schema.js'
import { startServer } from '../tests/helpers/server.js'
import { runsOnlyIf } from '../tests/helpers/skip.js'
import { runBuiltCli } from './support/cli.js'
import { newDataDir } from './support/data-dir.js'

const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

const seedDemo = (dataDir: string, env: Record<string, string> = {}) =>
  runBuiltCli(dataDir, { LOG_LEVEL: 'error', ...env }, 'seed', 'demo')

/** How many acknowledged messages the server must have given before it is killed. */
const ACKNOWLEDGED = 40
/** How long the senders may take to get them. */
const SENDING_MS = 30_000

/**
 * Sends messages as fast as the server takes them, kills the server with SIGKILL while requests
 * are in flight (once it acknowledged ACKNOWLEDGED, or the senders stopped, or SENDING_MS passed),
 * and returns the bodies the server acknowledged with 201 before it died.
 */
async function sendUntilKilled(env: Record<string, string>): Promise<string[]> {
  const server = await startServer({ ...env, TRUST_PROXY: 'true', LOG_LEVEL: 'error' })
  const acknowledged: string[] = []
  let sent = 0
  const sender = async (lane: number) => {
    for (;;) {
      const body = `Crash test message ${lane}-${sent++} ${Date.now()}`
      try {
        const res = await fetch(`${server.baseUrl}/api/grids/demo/messages`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: server.baseUrl,
            'x-forwarded-for': `10.9.${lane}.${sent % 250}`,
          },
          body: JSON.stringify({ tileId: 'ask', message: body }),
        })
        if (res.status === 201) acknowledged.push(body)
        else if (res.status === 429) return
      } catch {
        return // the server is gone
      }
    }
  }
  let sending = true
  const lanes = Promise.all([0, 1, 2, 3].map(sender)).finally(() => (sending = false))
  const deadline = Date.now() + SENDING_MS
  while (sending && acknowledged.length < ACKNOWLEDGED && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  server.process.kill('SIGKILL')
  await lanes
  await server.stop()
  return acknowledged
}

async function storedBodies(location: DatabaseLocation, bodies: string[]): Promise<Set<string>> {
  const database = await openDatabase(location)
  try {
    const rows = await database.db.select({ body: messages.body }).from(messages).where(inArray(messages.body, bodies))
    return new Set(rows.map((row) => row.body))
  } finally {
    await database.close()
  }
}

describe('a crash after the answer loses nothing', () => {
  it('on the embedded database (kill -9, restart on the same data)', async () => {
    const dataDir = newDataDir('crash')
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
    seedDemo(dataDir)
    const acknowledged = await sendUntilKilled({ DATA_DIR: dataDir })
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED)
    // The restarted server takes over the data directory of the killed one.
    const restarted = await startServer({ DATA_DIR: dataDir })
    expect((await fetch(`${restarted.baseUrl}/api/health`)).status).toBe(200)
    await restarted.stop()
    const stored = await storedBodies({ dataDir }, acknowledged)
    expect(acknowledged.filter((body) => !stored.has(body))).toEqual([])
  })

  it('on Postgres', runsOnlyIf(Boolean(process.env.TEST_DATABASE_URL), 'TEST_DATABASE_URL is not set'), async () => {
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await admin.connect()
    const name = `tessera_crash_${Date.now()}`
    await admin.query(`create database ${name}`)
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    })
    const url = new URL(process.env.TEST_DATABASE_URL!)
    url.pathname = `/${name}`
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-crash-pg-'))
    cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }))
    seedDemo(dataDir, { DATABASE_URL: url.toString() })
    const acknowledged = await sendUntilKilled({
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      AUTH_SECRET: 'crash-test-secret-crash-test-secret-0',
    })
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED)
    const stored = await storedBodies({ url: url.toString() }, acknowledged)
    expect(acknowledged.filter((body) => !stored.has(body))).toEqual([])
  })
})
