// The inbox search's part of `npm run bench` (ADR 0066): 1,000,000 messages in one owner's inbox,
// searched and drawn from through the same service calls as the routes, on PGlite and Postgres.
import { sql } from 'drizzle-orm'
import pg from 'pg'
import type { Me } from '@domain/account.js'
import { MessageFilter } from '@domain/messages.js'
import { openDatabase, type Database } from '@server/db/client.js'
import { demoMessageBody } from '@server/services/demo-messages.js'
import { listInbox, randomInboxMessage } from '@server/services/messages.js'
import { round, type Results } from './lib/measure.js'

const MESSAGES = Number(process.env.BENCH_SEARCH_MESSAGES ?? 1_000_000)
const SAMPLES = 200
/** "1M messages", as the results name the size. */
const SIZE = `${MESSAGES >= 1_000_000 ? `${MESSAGES / 1_000_000}M` : `${MESSAGES / 1000}k`} messages`
const POSTGRES_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
/** One in 500 messages carries this word: the middle case, where neither plan is obviously right. */
const RARE_WORD = 'contest2026'

const OWNER: Me = {
  id: 'search-owner',
  email: 'search@example.com',
  username: 'searcher',
  plan: 'pro',
  emailVerified: true,
  locale: 'en',
}

/**
 * What is searched, round robin: a word in 10% of the messages (the demo's giveaway entries), one
 * in 5%, one in 0.2%, one in none, and the first under the Favorites filter too.
 */
const SEARCHES = [
  { search: 'giveaway' },
  { search: 'Zenit' },
  { search: RARE_WORD },
  { search: 'no such words' },
  { search: 'giveaway', favorites: true },
].map((filter) => MessageFilter.parse(filter))

async function seed(database: Database) {
  const bodies = Array.from({ length: 20 }, (_, n) => demoMessageBody(n))
  await database.db.execute(sql`
    insert into users (id, name, email, email_verified) values (${OWNER.id}, ${OWNER.username}, ${OWNER.email}, true);
  `)
  await database.db.execute(
    sql`insert into profiles (user_id, username, plan) values (${OWNER.id}, ${OWNER.username}, 'pro')`,
  )
  await database.db.execute(
    sql`insert into grids (owner_id, name, settings, active, tiles) values (${OWNER.id}, ${OWNER.username}, '{}'::jsonb, true, '[]'::jsonb)`,
  )
  // In chunks: PGlite holds a whole statement's work in memory.
  for (let first = 1; first <= MESSAGES; first += 100_000) {
    const last = Math.min(MESSAGES, first + 99_999)
    await database.db.execute(sql`
      insert into messages (grid_id, owner_id, body, anonymous, author_label, favorite, unread, created_at)
      select g.id, g.owner_id,
             (array[${sql.join(
               bodies.map((body) => sql`${body}`),
               sql`, `,
             )}])[1 + n % 20] || case when n % 500 = 0 then ${` ${RARE_WORD}`} else '' end,
             true, 'Anonymous', n % 13 = 0, false, now() - n * interval '2 seconds'
      from generate_series(${first}::int, ${last}::int) as n, (select id, owner_id from grids where name = ${OWNER.username}) as g`)
  }
  // What autovacuum would do after a bulk insert: statistics and the visibility map (run.ts does the same).
  await database.db.execute(sql`vacuum (analyze) messages`)
}

async function timed(samples: number, work: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 20; i++) await work(samples + i)
  const times: number[] = []
  for (let i = 0; i < samples; i++) {
    const start = performance.now()
    await work(i)
    times.push(performance.now() - start)
  }
  times.sort((a, b) => a - b)
  const at = (p: number) => round(times[Math.min(times.length - 1, Math.floor(times.length * p))]!)
  return { p50: at(0.5), p95: at(0.95), worst: at(1) }
}

async function measure(database: Database, label: string, results: Results) {
  const seedStart = performance.now()
  await seed(database)
  console.log(
    `${label}: ${MESSAGES.toLocaleString('en-US')} messages seeded in ${Math.round(performance.now() - seedStart)} ms`,
  )
  const filterOf = (i: number) => SEARCHES[i % SEARCHES.length]!
  const page = await timed(SAMPLES, (i) => listInbox(database.db, OWNER, filterOf(i), 1 + (i % 3)))
  const random = await timed(SAMPLES, (i) => randomInboxMessage(database.db, OWNER, filterOf(i)))
  // Each search alone, to see which one is the slow case.
  for (const filter of SEARCHES) {
    const name = `${filter.search}${filter.favorites ? ' + Favorites' : ''}`
    const alone = await timed(40, () => listInbox(database.db, OWNER, filter, 1))
    results[`${label} inbox search "${name}" p95 (${SIZE})`] = { value: alone.p95, unit: 'ms' }
  }
  results[`${label} inbox search p95 (${SIZE})`] = { value: page.p95, unit: 'ms' }
  results[`${label} inbox search p50 (${SIZE})`] = { value: page.p50, unit: 'ms' }
  results[`${label} random pick among a search p95 (${SIZE})`] = { value: random.p95, unit: 'ms' }
}

export async function benchInboxSearch(results: Results) {
  const embedded = await openDatabase({ memory: true })
  try {
    await embedded.migrate()
    await measure(embedded, 'PGlite', results)
  } finally {
    await embedded.close()
  }

  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL })
  try {
    await admin.connect()
  } catch (error) {
    console.warn(`Postgres inbox search benchmark skipped: ${String(error)}`)
    return
  }
  const name = `tessera_search_${Date.now()}`
  await admin.query(`create database ${name}`)
  const url = new URL(POSTGRES_ADMIN_URL)
  url.pathname = `/${name}`
  const postgres = await openDatabase({ url: url.toString() })
  try {
    await postgres.migrate()
    await measure(postgres, 'Postgres', results)
  } finally {
    await postgres.close()
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}
