import type { StoredTile } from './grid.js'
import { CLICKABLE_TILE_TYPES } from './analytics.js'
import { MESSAGE_BOX, tileType } from './tile-types.js'

import type { NotifyMode } from './inbox.js'

export type FirstRunStepId = 'photo' | 'links' | 'message' | 'notify' | 'share'

/** The settings card of the email notifications, which the checklist's step links to. */
export const NOTIFICATIONS_SECTION = 'email-notifications'

export interface FirstRunStep {
  /** The client says each step in the app's language, by its id. */
  id: FirstRunStepId
  done: boolean
  /** A Free user cannot take this step without Pro. */
  needsPro: boolean
  /** A setting, offered by a link to it even once done (it can be changed back). */
  settingPath?: string
}

/** A tile of a type with a photo (its data's `image`), holding one. */
const hasImage = (tile: StoredTile) =>
  'image' in tileType(tile.type).data.shape && typeof tile.data?.image === 'string' && tile.data.image !== ''

/** A tile of a type with links (those whose clicks are counted), holding one. */
function hasLink(tile: StoredTile): boolean {
  if (!CLICKABLE_TILE_TYPES.has(tile.type)) return false
  const links: unknown = tile.data?.links
  return (
    Array.isArray(links) && links.some((link: { url?: unknown }) => typeof link?.url === 'string' && link.url !== '')
  )
}

/**
 * The first-run checklist of the dashboard (ADR 0032), ticked off from the profile page's published
 * tiles (a draft does not count: visitors do not see it yet) and from whether its link was copied.
 */
export function firstRunSteps(
  publishedTiles: readonly StoredTile[],
  {
    linkShared,
    plan,
    notify,
  }: {
    linkShared: boolean
    plan: 'free' | 'pro'
    /** The owner's email notifications; undefined while unknown (and for Free, which has none). */
    notify?: NotifyMode
  },
): FirstRunStep[] {
  return [
    { id: 'photo', done: publishedTiles.some(hasImage), needsPro: false },
    { id: 'links', done: publishedTiles.some(hasLink), needsPro: false },
    {
      id: 'message',
      done: publishedTiles.some((tile) => tile.type === MESSAGE_BOX),
      needsPro: plan === 'free' && tileType(MESSAGE_BOX).plan === 'pro',
    },
    {
      id: 'notify',
      done: notify !== undefined && notify !== 'off',
      needsPro: plan === 'free',
      settingPath: `/settings#${NOTIFICATIONS_SECTION}`,
    },
    { id: 'share', done: linkShared, needsPro: false },
  ]
}
