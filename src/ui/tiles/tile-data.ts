import type { AnswersPage } from '@domain/answers.js'
import type { TileData } from '@domain/tile-fields.js'

/** What every tile type's content component is given. */
export interface TileContentProps {
  tileId: string
  data: TileData
  /** The tile's size in cells. */
  width: number
  height: number
  gridName: string
  /** Load images at once (the tile is above the fold) rather than lazily. */
  eager: boolean
  /** The outcome of a message just posted to this tile without JavaScript. */
  notice?: MessageNotice
  /** Set while the owner has paused the grid's message box (possibly empty: the default note shows). */
  pauseNote?: string | null
  /** Pinged by the browser when one of the tile's links is followed (visitor analytics). */
  clickPing?: string
  /** A Q&A tile's answered questions: the newest page (public page only; the editor shows none). */
  answers?: AnswersPage
  /** Drawn on the public page (not in the editor): a link tile offers Copy link. */
  forVisitors?: boolean
}

export interface MessageNotice {
  tileId: string
  kind: 'sent' | 'error'
  text: string
}
