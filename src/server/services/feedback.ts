import { desc, eq } from 'drizzle-orm'
import { utcMinute } from '@domain/dates.js'
import { forTerminal } from '@domain/text.js'
import type { Db } from '../db/client.js'
import { feedback, profiles } from '../db/schema.js'

export async function saveFeedback(db: Db, userId: string, body: string) {
  const [row] = await db.insert(feedback).values({ userId, body }).returning({ id: feedback.id })
  return { id: row!.id }
}

export interface FeedbackEntry {
  id: string
  /** Null once the author deleted the account (the feedback stays). */
  username: string | null
  body: string
  createdAt: Date
}

/** The newest feedback first, at most `limit` entries (the operator reads it with `tessera feedback list`). */
export async function listFeedback(db: Db, limit = 50): Promise<FeedbackEntry[]> {
  return db
    .select({ id: feedback.id, username: profiles.username, body: feedback.body, createdAt: feedback.createdAt })
    .from(feedback)
    .leftJoin(profiles, eq(profiles.userId, feedback.userId))
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(limit)
}

/** Plain text for a terminal: a dated header line per entry, the text indented under it. */
export function formatFeedback(entries: FeedbackEntry[]): string {
  if (entries.length === 0) return 'No feedback yet.'
  return entries
    .map((entry) => {
      const date = utcMinute(entry.createdAt)
      // Feedback is anyone's text: it must not drive the operator's terminal.
      const who = entry.username ? forTerminal(entry.username) : '(deleted account)'
      const text = forTerminal(entry.body.replace(/\r\n?/g, '\n'))
        .split('\n')
        .map((line) => `  ${line}`)
        .join('\n')
      return `${date} UTC  ${who}\n${text}`
    })
    .join('\n\n')
}
