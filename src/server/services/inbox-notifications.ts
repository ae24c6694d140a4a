import { and, count, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Me } from '@domain/account.js'
import { utcDay } from '@domain/dates.js'
import type { NotificationSettings, NotifyMode } from '@domain/inbox.js'
import type { Locale } from '@domain/locales.js'
import { selectRows, type Db } from '../db/client.js'
import { grids, inboxSettings, messages, profiles, users } from '../db/schema.js'
import { DIGEST_QUOTED, digestMail, newMessageMail, type NotifiedMessage } from '../mail/inbox-mail.js'
import type { Mailer } from '../mail/mailer.js'
import { startPeriodicJob, type PeriodicJob } from '../periodic-job.js'
import { newInboxSettings } from './inbox-activity.js'

/** The UTC day of a moment, as the digest counts days: `2026-11-25`. */

/** Owners one digest pass claims at most; the next pass takes the rest. */
const DIGEST_BATCH = 100

export async function readNotificationSettings(db: Db, owner: Me): Promise<NotificationSettings> {
  const [row] = await db
    .select({ notify: inboxSettings.notify })
    .from(inboxSettings)
    .where(eq(inboxSettings.userId, owner.id))
  return { notify: row?.notify ?? 'off' }
}

/**
 * Choosing the daily digest starts it tomorrow, covering what arrives from now on: not a mail
 * about the whole inbox at the next pass.
 */
export async function saveNotificationSettings(
  db: Db,
  owner: Me,
  { notify }: NotificationSettings,
  now = new Date(),
): Promise<NotificationSettings> {
  const digest = notify === 'daily' ? { digestDay: utcDay(now), digestSince: now } : {}
  const [row] = await db
    .insert(inboxSettings)
    .values({ ...newInboxSettings(owner.id), notify, ...digest })
    .onConflictDoUpdate({
      target: inboxSettings.userId,
      set: { notify, ...digest },
      // Saving the digest again must not push today's digest back a day.
      setWhere: notify === 'daily' ? sql`${inboxSettings.notify} <> 'daily'` : undefined,
    })
    .returning({ notify: inboxSettings.notify })
  return { notify: row?.notify ?? notify }
}

/** The owner an unsubscribe link names, with the language of their mail and of the link's page; none for a link that names nobody. */
export async function unsubscribeLinkOwner(db: Db, token: string): Promise<{ locale: Locale } | undefined> {
  const [row] = await db
    .select({ locale: profiles.locale })
    .from(inboxSettings)
    .innerJoin(profiles, eq(profiles.userId, inboxSettings.userId))
    .where(eq(inboxSettings.unsubscribeToken, token))
  return row
}

/** Turns the link's owner's notifications off; false when the link names nobody. */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  const updated = await db
    .update(inboxSettings)
    .set({ notify: 'off' })
    .where(eq(inboxSettings.unsubscribeToken, token))
    .returning({ userId: inboxSettings.userId })
  return updated.length > 0
}

/** Who gets a notification: a Pro owner, not suspended, with this mode chosen. */
const notifiable = (mode: NotifyMode) =>
  and(eq(inboxSettings.notify, mode), eq(profiles.plan, 'pro'), isNull(profiles.suspendedAt))

const notifiedColumns = { grid: grids.name, author: messages.authorLabel, body: messages.body }

export interface InboxMailer {
  mailer: Mailer
  baseUrl: string
  log: FastifyBaseLogger
}

const linksFor = (baseUrl: string, token: string) => ({
  inbox: new URL('/messages', baseUrl).href,
  unsubscribe: new URL(`/messages/unsubscribe/${token}`, baseUrl).href,
})

/** Mails the owner about one stored message when they chose "each message"; nothing otherwise. */
export async function mailNewMessage(db: Db, { mailer, baseUrl }: InboxMailer, messageId: string): Promise<boolean> {
  const [row] = await db
    .select({ ...notifiedColumns, email: users.email, token: inboxSettings.unsubscribeToken, locale: profiles.locale })
    .from(messages)
    .innerJoin(grids, eq(grids.id, messages.gridId))
    .innerJoin(inboxSettings, eq(inboxSettings.userId, messages.ownerId))
    .innerJoin(profiles, eq(profiles.userId, messages.ownerId))
    .innerJoin(users, eq(users.id, messages.ownerId))
    .where(and(eq(messages.id, messageId), notifiable('each')))
  if (!row) return false
  await mailer.send(newMessageMail(row.email, row, linksFor(baseUrl, row.token), row.locale))
  return true
}

/** Mails about a message just stored, after the sender has been answered; a failure is only logged. */
export function announceNewMessage(db: Db, inboxMailer: InboxMailer, messageId: string): void {
  mailNewMessage(db, inboxMailer, messageId).catch((error: unknown) =>
    inboxMailer.log.error({ err: error, messageId }, 'new message notification not sent'),
  )
}

interface ClaimedDigest {
  userId: string
  since: string
  previousDay: string | null
}

/**
 * Claims today's digests: moves `digest_day` to today for the owners due one (daily chosen, not
 * sent today, messages since the last). Rows another instance is claiming are skipped, and a row
 * it has just claimed no longer matches: every digest is claimed by one instance only.
 */
async function claimDigests(db: Db, now: Date): Promise<ClaimedDigest[]> {
  const today = utcDay(now)
  const moment = now.toISOString()
  return selectRows<ClaimedDigest>(
    db,
    sql`with due as (
          select s.user_id, s.digest_since, s.digest_day from ${inboxSettings} s
          join ${profiles} p on p.user_id = s.user_id
          where s.notify = 'daily' and (s.digest_day is null or s.digest_day < ${today})
            and p.plan = 'pro' and p.suspended_at is null
            and exists (select 1 from ${messages} m where m.owner_id = s.user_id
                        and m.created_at > s.digest_since and m.created_at <= ${moment})
          order by s.user_id
          limit ${DIGEST_BATCH}
          for update of s skip locked)
        update ${inboxSettings} s set digest_day = ${today}, digest_since = ${moment}
        from due where s.user_id = due.user_id
        returning s.user_id as "userId", due.digest_since::text as since, due.digest_day::text as "previousDay"`,
  )
}

async function sendDigest(db: Db, { mailer, baseUrl }: InboxMailer, claimed: ClaimedDigest, now: Date) {
  const covered = and(
    eq(messages.ownerId, claimed.userId),
    gt(messages.createdAt, sql`${claimed.since}::timestamptz`),
    lte(messages.createdAt, now),
  )
  const [[owner], [counted], newest] = await Promise.all([
    db
      .select({ email: users.email, token: inboxSettings.unsubscribeToken, locale: profiles.locale })
      .from(users)
      .innerJoin(inboxSettings, eq(inboxSettings.userId, users.id))
      .innerJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, claimed.userId)),
    db.select({ total: count() }).from(messages).where(covered),
    db
      .select(notifiedColumns)
      .from(messages)
      .innerJoin(grids, eq(grids.id, messages.gridId))
      .where(covered)
      .orderBy(desc(messages.createdAt))
      .limit(DIGEST_QUOTED),
  ])
  const total = Number(counted?.total ?? 0)
  if (!owner || total === 0) return
  await mailer.send(
    digestMail(owner.email, total, newest as NotifiedMessage[], linksFor(baseUrl, owner.token), owner.locale),
  )
}

/**
 * One pass of the daily digest: claims the digests due and sends them. A digest that fails to
 * send gives its claim back, so that a later pass (on any instance) tries again. Returns how many
 * digests were sent.
 */
export async function sendDailyDigests(db: Db, inboxMailer: InboxMailer, now = new Date()): Promise<number> {
  let sent = 0
  for (const claimed of await claimDigests(db, now)) {
    try {
      await sendDigest(db, inboxMailer, claimed, now)
      sent++
    } catch (error) {
      inboxMailer.log.error({ err: error, userId: claimed.userId }, 'daily digest not sent; it will be tried again')
      await db
        .update(inboxSettings)
        .set({ digestDay: claimed.previousDay, digestSince: sql`${claimed.since}::timestamptz` })
        .where(and(eq(inboxSettings.userId, claimed.userId), eq(inboxSettings.digestDay, utcDay(now))))
    }
  }
  return sent
}

/** How often each instance looks for digests due; the claim keeps them from sending one twice. */
export const DIGEST_PASS_MS = 10 * 60 * 1000

/** Runs a digest pass every DIGEST_PASS_MS on this instance, until stopped. */
export function startDailyDigests(db: Db, inboxMailer: InboxMailer): PeriodicJob {
  return startPeriodicJob({
    everyMs: DIGEST_PASS_MS,
    pass: () => sendDailyDigests(db, inboxMailer),
    failed: (error) => inboxMailer.log.error({ err: error }, 'daily digest pass failed'),
  })
}
