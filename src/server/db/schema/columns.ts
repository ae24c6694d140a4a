import { text, timestamp } from 'drizzle-orm/pg-core'

// Columns several tables have; each call makes a new column.
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
/** The sender's salted hash of the day (ADR 0023): lets the owner block them that day, names no one. */
export const senderHash = () => text('sender_hash')
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow()
