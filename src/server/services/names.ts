import { sql } from 'drizzle-orm'
import { isReservedName, normalizeName } from '@domain/names.js'
import { selectRows, type Db } from '../db/client.js'
import { grids, profiles } from '../db/schema.js'

/** Usernames and grid names share one namespace: a name is free when no grid and no user holds it. */
export async function isNameAvailable(db: Db, rawName: string): Promise<boolean> {
  const name = normalizeName(rawName)
  if (!name || isReservedName(name)) return false
  const [row] = await selectRows<{ taken: boolean }>(
    db,
    sql`select exists(select 1 from ${grids} where ${grids.name} = ${name})
        or exists(select 1 from ${profiles} where ${profiles.username} = ${name}) as taken`,
  )
  return !row?.taken
}
