/**
 * Route state of a redirect to the plans (/profile) by a screen that needs Pro, so that the plans
 * page can say why the user landed there. Route state keeps the address the spec's plain /profile.
 */
export interface PlansRedirectState {
  neededProFor: 'inbox'
}

export const INBOX_NEEDS_PRO: PlansRedirectState = { neededProFor: 'inbox' }

export function neededProFor(state: unknown): PlansRedirectState['neededProFor'] | undefined {
  if (typeof state !== 'object' || state === null || !('neededProFor' in state)) return undefined
  return state.neededProFor === 'inbox' ? 'inbox' : undefined
}
