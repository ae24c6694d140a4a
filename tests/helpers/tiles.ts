import type { StoredTile } from '@domain/grid.js'

/** The message tile 'ask', taking anonymous messages: 2x2 in the top-left corner, or as `place` says. */
export const messageTile = (place: Partial<StoredTile> = {}): StoredTile => ({
  id: 'ask',
  type: 'message.me',
  x: 0,
  y: 0,
  width: 2,
  height: 2,
  color: 'tile-gradient-blue',
  data: { header: 'Ask me', allowAnonymous: true },
  ...place,
})

/** A message tile that takes anonymous messages, for tests that send to a grid. */
export const askTile: StoredTile = messageTile({
  y: 2,
  height: 1,
  data: { header: 'Write to me', allowAnonymous: true },
})

/** A Q&A tile, showing the grid's published answers. */
export const qaTile: StoredTile = {
  id: 'answers',
  type: 'qa',
  x: 2,
  y: 0,
  width: 2,
  height: 2,
  color: 'tile-gradient-blue',
  data: { header: 'Ask me' },
}

/** An introduction tile in the top-left corner, 2x2, with its first name and any more of its fields. */
export const introTile = (firstName: string, more: Record<string, unknown> = {}): StoredTile => ({
  id: 'intro',
  type: 'introduction',
  x: 0,
  y: 0,
  width: 2,
  height: 2,
  color: 'tile-gradient-blue',
  data: { firstName, ...more },
})

/** A 1x1 image tile on the top row showing an uploaded image (its `/uploads/…` address). */
export const imageTile = (id: string, image: string, x = 0): StoredTile => ({
  id,
  type: 'image',
  x,
  y: 0,
  width: 1,
  height: 1,
  color: 'tile-gradient-blue',
  data: { image },
})
