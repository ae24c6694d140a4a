import { z } from 'zod'

/**
 * What the inbox counts and how its owner hears of new messages (ADR 0024): the unread messages
 * (ADR 0066), the filtered total beside the page, and email notifications (off, each message, a
 * daily digest, the default of new accounts).
 */

/** "N new" counts up to here; past it the button says "999+ new" (the server counts one more to know). */
export const NEW_COUNT_LIMIT = 999

/** The unread messages, at most NEW_COUNT_LIMIT + 1. */
export const NewMessageCount = z.object({ count: z.number().int().min(0) })
export type NewMessageCount = z.infer<typeof NewMessageCount>

/** How many messages match the filters, for "Messages 1–25 of 2,340". */
export const InboxTotal = z.object({ total: z.number().int().min(0) })
export type InboxTotal = z.infer<typeof InboxTotal>

export const NOTIFY_MODES = ['off', 'each', 'daily'] as const
export type NotifyMode = (typeof NOTIFY_MODES)[number]

export const NOTIFY_MODE_LABELS: Record<NotifyMode, { label: string; hint: string }> = {
  off: { label: 'Off', hint: 'No email about new messages.' },
  each: { label: 'Each message', hint: 'One email for every message you receive.' },
  daily: { label: 'Daily digest', hint: 'At most one email a day, listing what arrived since the last one.' },
}

export const NotificationSettings = z.object({ notify: z.enum(NOTIFY_MODES) })
export type NotificationSettings = z.infer<typeof NotificationSettings>

export const NOTIFICATION_TEXTS = {
  saved: 'Email notifications saved.',
  unsubscribeTitle: 'Stop email notifications?',
  unsubscribeIntro: 'You will no longer get emails from Tessera about new messages. Your inbox stays as it is.',
  unsubscribeAction: 'Stop emails about new messages',
  unsubscribed:
    'You will not get emails about new messages any more. You can turn them on again in your account settings.',
  invalidLink: 'This unsubscribe link is not valid. You can change your email notifications in your account settings.',
} as const
