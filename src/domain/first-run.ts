import type { StoredTile } from './grid.js'
import { PRO_TILE_TYPES } from './plans.js'

export type FirstRunStepId = 'photo' | 'links' | 'message' | 'share'

export interface FirstRunStep {
  id: FirstRunStepId
  label: string
  done: boolean
  /** A Free user cannot take this step without Pro. */
  needsPro: boolean
}

const hasImage = (tile: StoredTile) =>
  (tile.type === 'introduction' || tile.type === 'image') &&
  typeof tile.data?.image === 'string' &&
  tile.data.image !== ''

function hasLink(tile: StoredTile): boolean {
  if (tile.type !== 'link' && tile.type !== 'links-grid') return false
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
  { linkShared, plan }: { linkShared: boolean; plan: 'free' | 'pro' },
): FirstRunStep[] {
  return [
    { id: 'photo', label: 'Add a photo', done: publishedTiles.some(hasImage), needsPro: false },
    { id: 'links', label: 'Add your links', done: publishedTiles.some(hasLink), needsPro: false },
    {
      id: 'message',
      label: 'Add a message box',
      done: publishedTiles.some((tile) => tile.type === 'message.me'),
      needsPro: plan === 'free' && PRO_TILE_TYPES.has('message.me'),
    },
    { id: 'share', label: 'Share your link', done: linkShared, needsPro: false },
  ]
}
