import type { FunctionComponent } from 'react'
import type { StoredTile, TileType } from '@domain/grid.js'
import { tileColorByClass } from '@domain/tile-colors.js'
import { EmbedTile } from './EmbedTile.js'
import { ImageTile } from './ImageTile.js'
import { IntroductionTile } from './IntroductionTile.js'
import { LinksGridTile } from './LinksGridTile.js'
import { LinkTile } from './LinkTile.js'
import { MessageTile } from './MessageTile.js'
import { QaTile } from './QaTile.js'
import { SocialLinksTile } from './SocialLinksTile.js'
import type { AnswersPage } from '@domain/answers.js'
import type { MessageNotice, TileContentProps } from './tile-data.js'
import { TextTile } from './TextTile.js'
import { isGated, SensitiveGate } from './SensitiveGate.js'
import embedTileCss from './embed-tile.css?inline'
import imageTileCss from './image-tile.css?inline'
import introductionTileCss from './introduction-tile.css?inline'
import linkTileCss from './link-tile.css?inline'
import linksGridTileCss from './links-grid-tile.css?inline'
import messageTileCss from './message-tile.css?inline'
import qaTileCss from './qa-tile.css?inline'
import qaTilePhoneCss from './qa-tile-phone.css?inline'
import socialLinksTileCss from './social-links-tile.css?inline'
import textTileCss from './text-tile.css?inline'

/** What a page shows of a tile type: its content and the CSS it needs. */
export interface TileKind {
  Content: FunctionComponent<TileContentProps>
  css: string
  /** Its rules on the phone page only, where rows grow (with src/ui/styles/phone.css). */
  phoneCss?: string
}

/**
 * The pages' part of each tile type (names, data and rules are in src/domain/tile-types.ts); a page
 * inlines the CSS of the types it shows. A type missing here does not build.
 */
export const TILE_KINDS: Record<TileType, TileKind> = {
  introduction: { Content: IntroductionTile, css: introductionTileCss },
  image: { Content: ImageTile, css: imageTileCss },
  link: { Content: LinkTile, css: linkTileCss },
  'links-grid': { Content: LinksGridTile, css: linksGridTileCss },
  'social-links': { Content: SocialLinksTile, css: socialLinksTileCss },
  embed: { Content: EmbedTile, css: embedTileCss },
  text: { Content: TextTile, css: textTileCss },
  'message.me': { Content: MessageTile, css: messageTileCss },
  qa: { Content: QaTile, css: qaTileCss, phoneCss: qaTilePhoneCss },
}

/** The CSS of these tile types, each once. */
export function tileTypesCss(types: Iterable<TileType>): string {
  return [...new Set(types)].map((type) => TILE_KINDS[type].css).join('')
}

/** The phone page's rules of these tile types, each once. */
export function tileTypesPhoneCss(types: Iterable<TileType>): string {
  return [...new Set(types)].map((type) => TILE_KINDS[type].phoneCss ?? '').join('')
}

interface TileViewProps {
  tile: StoredTile
  gridName: string
  eager?: boolean
  className?: string
  notice?: MessageNotice
  pauseNote?: string | null
  /** The address the tile's links ping when followed (public page only). */
  clickPing?: string
  /** The grid's newest answers, for a Q&A tile (public page only). */
  answers?: AnswersPage
  /** Drawn for visitors: a sensitive tile is a gate to its confirmation page, a link tile offers Copy link. */
  forVisitors?: boolean
}

/** One read-only tile in its colour: shared by the public page and the editor. */
export function TileView({
  tile,
  gridName,
  eager = false,
  className,
  notice,
  pauseNote,
  clickPing,
  answers,
  forVisitors = false,
}: TileViewProps) {
  const { Content } = TILE_KINDS[tile.type]
  const frameClass = `tile ${tileColorByClass(tile.color).className}`
  const frame = className ? `${frameClass} ${className}` : frameClass
  if (forVisitors && isGated(tile)) {
    return (
      <div className={frame}>
        <SensitiveGate tile={tile} gridName={gridName} clickPing={clickPing} />
      </div>
    )
  }
  return (
    <div className={frame}>
      <Content
        tileId={tile.id}
        data={tile.data}
        width={tile.width}
        height={tile.height}
        gridName={gridName}
        eager={eager}
        notice={notice}
        pauseNote={pauseNote}
        clickPing={clickPing}
        answers={answers}
        forVisitors={forVisitors}
      />
    </div>
  )
}
