export type Plan = 'free' | 'pro'

export const PLAN_GRID_LIMITS: Record<Plan, number> = { free: 1, pro: 6 }

export const PLAN_MESSAGES = {
  gridLimitReached: 'You have reached the maximum number of grids allowed.',
  activationNotAllowed: 'Your current plan does not allow you to activate this grid.',
  proComponent: 'This component is available only for PRO users!',
  proTheme: 'This theme is available only for PRO users!',
  proFeature: 'This feature is available only for PRO users!',
} as const

/** The spec: pro users may create while they own 5 or fewer; free users only have their profile grid. */
export function canCreateGrid(plan: Plan, ownedGrids: number): boolean {
  return ownedGrids < PLAN_GRID_LIMITS[plan]
}

/** Free users may only show their profile grid (named as the username); pro users any grid. */
export function canActivateGrid(plan: Plan, gridName: string, username: string): boolean {
  return plan === 'pro' || gridName === username
}
