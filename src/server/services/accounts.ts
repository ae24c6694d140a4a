import { randomUUID } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import {
  ACCOUNT_MESSAGES,
  normalizeEmail,
  registrationProblemBeforeAvailability,
  USERNAME_FORMAT,
  USERNAME_NOT_AVAILABLE,
  usernameFormatOk,
  type AccountLanguage,
  type Me,
  type Registration,
} from '@domain/account.js'
import { pathOf } from '@domain/api-paths.js'
import { API } from '@domain/api-routes.js'
import { DEFAULT_GRID_SETTINGS } from '@domain/grid.js'
import { normalizeName } from '@domain/names.js'
import { profileGridTiles } from '@domain/profile-grid.js'
import { commonPasswordProblem } from '@domain/common-passwords.js'
import type { Auth } from '../auth/auth.js'
import { hashPassword, needsRehash } from '../auth/passwords.js'
import type { Db } from '../db/client.js'
import { isUniqueViolation } from '../db/errors.js'
import { accounts, grids, inboxSettings, messages, profiles, users } from '../db/schema.js'
import { badRequest, conflict } from '../errors.js'
import type { Storage } from '../storage/storage.js'
import { isNameAvailable } from './names.js'
import { removeFiles, takeUploadKeysOf } from './uploads.js'
import { exportAnalytics } from './analytics.js'
import { newInboxSettings } from './inbox-activity.js'
import { utcDay } from '@domain/dates.js'
import { pageOfReturnPath } from '@domain/visitor-sign-in.js'
import { DEFAULT_LOCALE, type Locale } from '@domain/locales.js'

export interface NewAccount {
  email: string
  username: string
  password: string
  plan?: 'free' | 'pro'
  verified?: boolean
  /** Made to write to a page (ADR 0069): the profile page stays off until its owner turns it on or edits it. */
  dormantPage?: boolean
  locale?: Locale
}

/**
 * Applies the spec's registration rules in its order (the first failure is the answer), then
 * creates the account. Used by the sign-up route and the operator CLI alike. A common breached
 * password is refused after the spec's rules 1 to 5 and before availability (ADR 0010). An account
 * whose return path (`next`, checked to stay on this site) is a page was made to write to it: its
 * own page starts dormant (ADR 0069).
 */
export async function registerAccount(
  db: Db,
  auth: Auth,
  input: Registration & { plan?: 'free' | 'pro'; verified?: boolean },
) {
  const problem = registrationProblemBeforeAvailability(input) ?? (await commonPasswordProblem(input.password))
  if (problem) throw badRequest(problem.code, problem.message)
  if (!(await isNameAvailable(db, input.username)))
    throw conflict(USERNAME_NOT_AVAILABLE.code, USERNAME_NOT_AVAILABLE.message)
  if (!usernameFormatOk(input.username)) throw badRequest(USERNAME_FORMAT.code, USERNAME_FORMAT.message)
  return createAccount(db, auth, { ...input, dormantPage: pageOfReturnPath(input.next) !== undefined })
}

/**
 * The user, its password, its profile and its profile grid in one transaction: either the whole
 * account exists or none of it does. The unique constraints settle races between two sign-ups.
 */
export async function createAccount(db: Db, auth: Auth, input: NewAccount) {
  const email = normalizeEmail(input.email)
  const username = normalizeName(input.username)
  const passwordHash = await (await auth.$context).password.hash(input.password)
  const userId = randomUUID()
  const { tiles, mobileTiles } = profileGridTiles(username)
  try {
    await db.transaction(async (tx) => {
      await tx.insert(users).values({ id: userId, name: username, email, emailVerified: input.verified ?? false })
      await tx
        .insert(accounts)
        .values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: passwordHash })
      await tx
        .insert(profiles)
        .values({ userId, username, plan: input.plan ?? 'free', locale: input.locale ?? DEFAULT_LOCALE })
      await tx.insert(grids).values({
        ownerId: userId,
        name: username,
        tiles,
        mobileTiles,
        settings: DEFAULT_GRID_SETTINGS,
        active: !input.dormantPage,
        dormant: input.dormantPage ?? false,
      })
      // A daily digest by default (ADR 0066), the first one tomorrow, as when chosen in the settings.
      await tx
        .insert(inboxSettings)
        .values({ ...newInboxSettings(userId), notify: 'daily', digestDay: utcDay(new Date()) })
    })
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw conflict('EMAIL_IN_USE', ACCOUNT_MESSAGES.emailInUse)
    if (isUniqueViolation(error)) throw conflict(USERNAME_NOT_AVAILABLE.code, USERNAME_NOT_AVAILABLE.message)
    throw error
  }
  return { userId, email, username, locale: input.locale ?? DEFAULT_LOCALE }
}

/**
 * After a successful sign-in, rewrites a hash made by an older scheme (better-auth's scrypt) or
 * with older parameters. The update applies only if the stored hash is still the one that was
 * checked, so a password changed meanwhile is never overwritten.
 */
export async function upgradePasswordHash(db: Db, userId: string, password: string): Promise<boolean> {
  const credential = and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential'))
  const [account] = await db.select({ password: accounts.password }).from(accounts).where(credential)
  if (!account?.password || !needsRehash(account.password)) return false
  const updated = await db
    .update(accounts)
    .set({ password: await hashPassword(password), updatedAt: new Date() })
    .where(and(credential, eq(accounts.password, account.password)))
    .returning({ id: accounts.id })
  return updated.length > 0
}

export async function findMe(db: Db, userId: string): Promise<Me | undefined> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerified: users.emailVerified,
      username: profiles.username,
      plan: profiles.plan,
      locale: profiles.locale,
    })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
  return row
}

/** Settings' language choice: the account's mail, its app and its pages without a language of their own. */
export async function setAccountLanguage(db: Db, userId: string, locale: Locale): Promise<AccountLanguage> {
  await db.update(profiles).set({ locale }).where(eq(profiles.userId, userId))
  return { locale }
}

/**
 * Everything we hold about a user, as one JSON document (the privacy policy's export). Each grid
 * links to its static website and its Tessera file (ADR 0067), at `origin`.
 */
export async function exportAccount(db: Db, userId: string, origin: string) {
  const me = await findMe(db, userId)
  const ownGrids = await db
    .select({
      name: grids.name,
      active: grids.active,
      theme: grids.theme,
      settings: grids.settings,
      tiles: grids.tiles,
      mobileTiles: grids.mobileTiles,
      draft: grids.draft,
      createdAt: grids.createdAt,
    })
    .from(grids)
    .where(eq(grids.ownerId, userId))
    .orderBy(grids.name)
  const received = await db
    .select({
      grid: grids.name,
      body: messages.body,
      anonymous: messages.anonymous,
      authorLabel: messages.authorLabel,
      favorite: messages.favorite,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .innerJoin(grids, eq(grids.id, messages.gridId))
    .where(eq(grids.ownerId, userId))
    .orderBy(desc(messages.createdAt))
  return {
    exportedAt: new Date().toISOString(),
    profile: me,
    grids: ownGrids.map((grid) => ({
      ...grid,
      downloads: {
        website: `${origin}${pathOf(API.exportGridSite, { name: grid.name })}`,
        tesseraFile: `${origin}${pathOf(API.exportGridFile, { name: grid.name })}`,
      },
    })),
    messagesReceived: received,
    analytics: await exportAnalytics(db, userId),
  }
}

/**
 * Removes the user and, through the foreign keys' cascades, the sessions, password, profile,
 * grids and messages received; the username and grid names become free again. The upload rows
 * go in the same transaction (the user row locked first, so an upload finishing meanwhile either
 * is listed here or fails its foreign key) and their files after the commit.
 */
export async function deleteAccount(db: Db, userId: string, storage: Storage) {
  const uploadKeys = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
    const keys = await takeUploadKeysOf(tx, userId)
    await tx.delete(users).where(eq(users.id, userId))
    return keys
  })
  await removeFiles(storage, uploadKeys)
}
