import { gridNotices } from '../schema.js'

/** A notice as stored, read with its grid for the page or the owner. */
export interface StoredNotice {
  body: string
  linkUrl: string | null
  startsAt: Date | null
  endsAt: Date | null
  updatedAt: Date
}

/** The columns a page or the owner reads (left-joined: drizzle gives null for a grid without a notice). */
export const noticeColumns = {
  body: gridNotices.body,
  linkUrl: gridNotices.linkUrl,
  startsAt: gridNotices.startsAt,
  endsAt: gridNotices.endsAt,
  updatedAt: gridNotices.updatedAt,
}
