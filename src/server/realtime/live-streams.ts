import type { Change, WatchesChanges } from './announced-cache.js'

/** One open live inbox stream: whose, on which session, and how to end it. */
export interface LiveStream {
  userId: string
  sessionToken: string
  close(): void
}

/**
 * The live inbox streams open on this instance. A stream is only as good as the session and the
 * account it was opened with: when a change to either is announced (sign-out, password change,
 * suspension, downgrade, deletion; ADR 0007's announcements) the stream ends, and the browser's
 * reconnection meets the same checks as any request, so it gets a 401 or 403 and stops, or the
 * stream resumes where it stood (ADR 0008). So does every stream when announcements were missed.
 */
export class LiveStreams implements WatchesChanges {
  private readonly open = new Set<LiveStream>()

  constructor(readonly maxPerUser: number) {}

  /** Adds a stream, unless its user has `maxPerUser` open on this instance already. */
  add(stream: LiveStream): boolean {
    let ofUser = 0
    for (const open of this.open) if (open.userId === stream.userId) ofUser++
    if (ofUser >= this.maxPerUser) return false
    this.open.add(stream)
    return true
  }

  remove(stream: LiveStream): void {
    this.open.delete(stream)
  }

  get size(): number {
    return this.open.size
  }

  changed({ kind, id }: Change): void {
    for (const stream of [...this.open])
      if ((kind === 'session' && stream.sessionToken === id) || (kind === 'owner' && stream.userId === id))
        stream.close()
  }

  /** Sessions may end unannounced while deaf, and messages go unannounced: every stream starts over. */
  deaf(): void {
    this.closeAll()
  }

  hearingAgain(): void {
    this.closeAll()
  }

  /** A write on this instance changes nothing a stream holds; only the announcements say what does. */
  forgetAll(): void {}

  closeAll(): void {
    for (const stream of [...this.open]) stream.close()
  }
}
