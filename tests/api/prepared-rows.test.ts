import { DrizzleQueryError, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { prepareRows, type Database } from '@server/db/client.js'
import { openTestDatabase } from '../helpers/database.js'

// A statement rendered once and run with new values (ADR 0047), on the suite's driver.
describe('a statement prepared by prepareRows', () => {
  let database: Database
  beforeAll(async () => {
    database = await openTestDatabase()
  })
  afterAll(() => database.close())

  const doubled = (database: Database) =>
    prepareRows<{ doubled: number }, { n: number }>(
      database.db,
      'prepared_rows_doubled',
      sql`select ${sql.placeholder('n')}::int * 2 as doubled`,
    )

  it('answers each run with its own values, and two prepared on one database share its name', async () => {
    const first = doubled(database)
    const second = doubled(database)
    expect(await first({ n: 2 })).toEqual([{ doubled: 4 }])
    expect(await second({ n: 21 })).toEqual([{ doubled: 42 }])
    expect(await first({ n: -3 })).toEqual([{ doubled: -6 }])
  })

  it('reports a failed run as drizzle reports a failed query', async () => {
    const failing = prepareRows(database.db, 'prepared_rows_failing', sql`select 1 / ${sql.placeholder('n')}::int`)
    const error = await failing({ n: 0 }).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(DrizzleQueryError)
    expect((error as DrizzleQueryError).cause?.message).toMatch(/division by zero/)
  })

  it('refuses a transaction, whose statements must go through its own connection', async () => {
    await database.db.transaction(async (tx) => {
      expect(() => prepareRows(tx, 'prepared_rows_in_transaction', sql`select 1`)).toThrow(
        'prepared_rows_in_transaction: a prepared statement runs on a database, not in a transaction',
      )
    })
  })
})
