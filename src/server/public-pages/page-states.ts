import { AnnouncedCache } from '../realtime/announced-cache.js'

/** What decides whether a grid's page is shown, to whom, and which cached render is current. */
export interface PageState {
  id: string
  name: string
  ownerId: string
  active: boolean
  suspended: boolean
  /** The owner's email is verified: until then the account's pages are not public (ADR 0016). */
  ownerVerified: boolean
  ownerPlan: 'free' | 'pro'
  updatedAt: Date
}

/** Identifies what a page looks like: every write to the grid bumps updatedAt; the plan decides the look. */
export const pageVersion = (state: Pick<PageState, 'updatedAt' | 'ownerPlan'>) =>
  `${state.updatedAt.getTime()}|${state.ownerPlan}`

/** Whether visitors (anyone but the owner) see the page: active, and an owner verified and not suspended. */
export const isPublished = (state: Pick<PageState, 'active' | 'suspended' | 'ownerVerified'>) =>
  state.active && !state.suspended && state.ownerVerified

type Load = (name: string) => Promise<PageState | undefined>

/**
 * Each public page's state by name, "no such grid" included, so that serving a cached page needs
 * no database round trip. A change to the grid or to its owner drops it.
 */
export class PageStates {
  /** With each state its pageVersion, worked out once rather than for every request that asks. */
  readonly cache = new AnnouncedCache<string, { state: PageState | undefined; version: string | undefined }>(
    (name, { state }) => (state ? [`grid:${name}`, `owner:${state.ownerId}`] : [`grid:${name}`]),
    10_000,
  )

  constructor(private readonly load: Load) {}

  async get(name: string): Promise<PageState | undefined> {
    const remembered =
      this.cache.peek(name) ??
      (await this.cache.remember(name, async () => {
        const state = await this.load(name)
        return { state, version: state && pageVersion(state) }
      }))
    return remembered?.state
  }
}
