import type { Problem } from './errors.js'
import { DEFAULT_GRID_SETTINGS, type GridSettings } from './grid.js'
import { DEFAULT_THEME, themeByName } from './themes.js'
import { TILE_TYPE_IDS, tileType } from './tile-types.js'
import type { TileSchedule } from './tile-visibility.js'

export type Plan = 'free' | 'pro'

export const PLAN_GRID_LIMITS: Record<Plan, number> = { free: 1, pro: 6 }

/**
 * What each plan gives (the spec's items, made precise), on the landing and on the app's plans page;
 * a table of texts, so each is in the catalogue under its own words (ADR 0068).
 */
export const PLAN_FEATURES = {
  free: [
    '1 Tessera, your profile page',
    'Basic components: introduction, image, link and text',
    'The free themes, with a small Tessera logo',
  ],
  pro: [
    '6 Tesseras',
    'All components, including the message box and the links grid',
    'Customization',
    'No Tessera logo',
    'Access to all future features',
  ],
} as const

export const PLAN_MESSAGES = {
  gridLimitReached: 'You have reached the maximum number of grids allowed.',
  activationNotAllowed: 'Your current plan does not allow you to activate this grid.',
  proTile: 'This component is available only for PRO users!',
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

/**
 * What a public page shows of its stored look under the owner's plan: after a downgrade the pro
 * settings stop applying (the logo returns; premium theme, font and grain fall back to the
 * defaults) while the stored values stay for an upgrade.
 */
export function lookShownFor(plan: Plan, look: { settings: GridSettings; theme: string }) {
  if (plan === 'pro') return look
  return {
    settings: {
      ...look.settings,
      showLogo: true,
      fontId: DEFAULT_GRID_SETTINGS.fontId,
      grainEffect: DEFAULT_GRID_SETTINGS.grainEffect,
    },
    theme: themeByName(look.theme).premium ? DEFAULT_THEME : look.theme,
  }
}

/** The types only Pro may add (the spec's message box and links grid, and the Q&A tile of ADR 0022). */
export const PRO_TILE_TYPES: ReadonlySet<string> = new Set(
  TILE_TYPE_IDS.filter((type) => tileType(type).plan === 'pro'),
)

interface Look {
  tiles: { id: string; type: string; schedule?: TileSchedule }[]
  settings: GridSettings
  theme: string
}

/**
 * Why a free user may not save this, or undefined. Only changes count: what is already stored (a
 * grid made while on Pro) may stay, so a downgraded owner can still edit the rest of the grid.
 */
export function freePlanProblem(next: Look, stored: Look): Problem | undefined {
  const storedTypes = new Map(stored.tiles.map((tile) => [tile.id, tile.type]))
  if (next.tiles.some((tile) => PRO_TILE_TYPES.has(tile.type) && storedTypes.get(tile.id) !== tile.type)) {
    return { code: 'PRO_TILE', message: PLAN_MESSAGES.proTile }
  }
  const storedSchedules = new Map(stored.tiles.map((tile) => [tile.id, tile.schedule]))
  // A schedule is Pro: a Free owner may keep or remove one, not set or change one.
  if (next.tiles.some((tile) => tile.schedule && !sameSchedule(tile.schedule, storedSchedules.get(tile.id)))) {
    return { code: 'PRO_FEATURE', message: PLAN_MESSAGES.proFeature }
  }
  if (next.theme !== stored.theme && themeByName(next.theme).premium) {
    return { code: 'PRO_THEME', message: PLAN_MESSAGES.proTheme }
  }
  const changed = (key: keyof GridSettings, free: unknown) =>
    next.settings[key] !== stored.settings[key] && next.settings[key] !== free
  if (
    changed('fontId', DEFAULT_GRID_SETTINGS.fontId) ||
    changed('grainEffect', DEFAULT_GRID_SETTINGS.grainEffect) ||
    changed('showLogo', true)
  ) {
    return { code: 'PRO_FEATURE', message: PLAN_MESSAGES.proFeature }
  }
  return undefined
}

/** The same window in the same words (what the server derives from them aside). */
function sameSchedule(next: TileSchedule, stored: TileSchedule | undefined): boolean {
  return (
    stored !== undefined &&
    next.timeZone === stored.timeZone &&
    (next.start || undefined) === (stored.start || undefined) &&
    (next.end || undefined) === (stored.end || undefined)
  )
}
