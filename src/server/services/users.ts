import { asc, eq } from 'drizzle-orm'
import { normalizeName } from '@domain/names.js'
import type { Db } from '../db/client.js'
import { profiles, sessions, users } from '../db/schema.js'
import { notFound } from '../errors.js'
import type { Storage } from '../storage/storage.js'
import { deleteAccount } from './accounts.js'

export async function userIdOf(db: Db, username: string): Promise<string> {
  const [profile] = await db
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.username, normalizeName(username)))
  if (!profile) throw notFound(`No user named "${username}".`)
  return profile.userId
}

/** Suspended users cannot sign in, their sessions end and their pages answer 404. */
export async function setSuspended(db: Db, username: string, suspended: boolean) {
  const userId = await userIdOf(db, username)
  await db.transaction(async (tx) => {
    await tx
      .update(profiles)
      .set({ suspendedAt: suspended ? new Date() : null })
      .where(eq(profiles.userId, userId))
    if (suspended) await tx.delete(sessions).where(eq(sessions.userId, userId))
  })
}

export async function deleteUserByName(db: Db, username: string, storage: Storage) {
  await deleteAccount(db, await userIdOf(db, username), storage)
}

export async function listUsers(db: Db) {
  return db
    .select({
      username: profiles.username,
      email: users.email,
      plan: profiles.plan,
      verified: users.emailVerified,
      suspended: profiles.suspendedAt,
      createdAt: users.createdAt,
    })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .orderBy(asc(profiles.username))
}
