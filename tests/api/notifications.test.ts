import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '@server/db/client.js'
import type { NotificationHandlers } from '@server/db/notifications.js'
import { onlyOn, openTestDatabase } from '../helpers/database.js'

let database: Database
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

function recorder() {
  const events: string[] = []
  const handlers: NotificationHandlers = {
    onNotify: (payload) => events.push(`notify ${payload}`),
    onLost: () => events.push('lost'),
    onRestored: () => events.push('restored'),
  }
  return { events, handlers }
}

const notify = (channel: string, payload: string) => database.db.execute(sql`select pg_notify(${channel}, ${payload})`)

describe('Database.listen', () => {
  it('delivers each NOTIFY to every subscriber of its channel and to no other', async () => {
    const first = recorder()
    const second = recorder()
    const other = recorder()
    const stops = await Promise.all([
      database.listen('test_a', first.handlers),
      database.listen('test_a', second.handlers),
      database.listen('test_b', other.handlers),
    ])
    await notify('test_a', 'hello')
    await expect.poll(() => second.events).toEqual(['notify hello'])
    expect(first.events).toEqual(['notify hello'])
    expect(other.events).toEqual([])
    await Promise.all(stops.map((stop) => stop()))
  })

  it('stops delivering once a subscriber stops listening', async () => {
    const kept = recorder()
    const gone = recorder()
    const stopKept = await database.listen('test_c', kept.handlers)
    const stopGone = await database.listen('test_c', gone.handlers)
    await stopGone()
    await notify('test_c', 'after')
    await expect.poll(() => kept.events).toEqual(['notify after'])
    expect(gone.events).toEqual([])
    await stopKept()
  })

  it('tells subscribers it was deaf, reconnects and hears again', onlyOn('postgres'), async () => {
    const subscriber = recorder()
    const stop = await database.listen('test_d', subscriber.handlers)
    await database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and query ilike 'listen %'`,
    )
    await expect.poll(() => subscriber.events, { timeout: 5000 }).toEqual(['lost', 'restored'])
    await notify('test_d', 'back')
    await expect.poll(() => subscriber.events).toEqual(['lost', 'restored', 'notify back'])
    await stop()
  })
})
