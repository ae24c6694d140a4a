import { LRUCache } from 'lru-cache'

/** What decides whether a grid's page is shown, to whom, and which cached render is current. */
export interface PageState {
  name: string
  ownerId: string
  active: boolean
  suspended: boolean
  ownerPlan: 'free' | 'pro'
  updatedAt: Date
}

/** Identifies what a page looks like: every write to the grid bumps updatedAt; the plan decides the look. */
export const pageVersion = (state: Pick<PageState, 'updatedAt' | 'ownerPlan'>) =>
  `${state.updatedAt.getTime()}|${state.ownerPlan}`

type Load = (name: string) => Promise<PageState | undefined>

/**
 * Remembers each public page's state (including "no such grid") so that serving a cached page
 * needs no database round trip. Database triggers announce every change to a grid or its owner on
 * `tessera_pages`, from whichever process made it (ADR 0007); the entry is dropped, and the next
 * request reads it again. While the announcements cannot be heard, nothing is remembered.
 */
export class PageStates {
  private readonly entries: LRUCache<string, { state: PageState | undefined }>
  /** Bumped by every change, so a read that raced a change is not remembered. */
  private generation = 0
  private hearing = true

  constructor(
    private readonly load: Load,
    capacity = 10_000,
  ) {
    this.entries = new LRUCache({ max: capacity })
  }

  async get(name: string): Promise<PageState | undefined> {
    const remembered = this.entries.get(name)
    if (remembered) return remembered.state
    const generation = this.generation
    const state = await this.load(name)
    if (this.hearing && generation === this.generation) this.entries.set(name, { state })
    return state
  }

  /** Applies one announcement: `grid:<name>` or `owner:<user id>`. */
  changed(announcement: string): void {
    this.generation++
    const [, kind, id] = /^(grid|owner):(.*)$/s.exec(announcement) ?? []
    if (kind === 'grid') this.entries.delete(id!)
    else if (kind === 'owner') {
      const owned = [...this.entries.entries()].filter(([, { state }]) => state?.ownerId === id)
      for (const [name] of owned) this.entries.delete(name)
    } else this.entries.clear()
  }

  deaf(): void {
    this.hearing = false
    this.forgetAll()
  }

  hearingAgain(): void {
    this.hearing = true
    this.forgetAll()
  }

  forgetAll(): void {
    this.generation++
    this.entries.clear()
  }
}
