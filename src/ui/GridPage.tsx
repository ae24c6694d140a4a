import { Trans, useLingui } from '@lingui/react'
import {
  DEFAULT_GRID_SETTINGS,
  DESKTOP_LAYOUT,
  GridSettingsSchema,
  MOBILE_LAYOUT,
  TILE_TYPES,
  TileId,
  type GridSettings,
  type StoredTile,
} from '@domain/grid.js'
import { CLICKABLE_TILE_TYPES } from '@domain/analytics.js'
import { SIGN_IN_META } from '@domain/api-paths.js'
import type { AnswersPage } from '@domain/answers.js'
import { fontById, fontFileUrl } from '@domain/fonts.js'
import { grownSize, sortedByReadingOrder } from '@domain/layout.js'
import { MESSAGE_TEXTS } from '@domain/messages.js'
import { themeByName } from '@domain/themes.js'
import { tileColorByClass } from '@domain/tile-colors.js'
import { ANSWERS_TILE, EMBED_TILE, MESSAGE_BOX, OWNER_INTRODUCTION } from '@domain/tile-types.js'
import { Document } from './Document.js'
import { NoticeBanner, type PageNotice } from './NoticeBanner.js'
import LAYOUT_CSS from './styles/layout.css?inline'
import NOTICE_CSS from './styles/notice.css?inline'
import PHONE_CSS from './styles/phone.css?inline'
import PAGE_CSS from './styles/page.css?inline'
import {
  fontCss,
  fontFiles,
  grainCss,
  layoutCss,
  PHONE_MEDIA,
  themeCss,
  tileColorCss,
  type TilePlacement,
} from './styles/page-rules.js'
import { block } from './styles/rules.js'
import { textField } from '@domain/tile-fields.js'
import type { MessageNotice } from './tiles/tile-data.js'
import SENSITIVE_CSS from './styles/sensitive.css?inline'
import TILE_FRAME_CSS from './tiles/tile-frame.css?inline'
import { CONFIRM_TEXTS, isGated } from './tiles/SensitiveGate.js'
import { VISIBILITY_TEXTS } from '@domain/tile-visibility.js'
import { tileTypesCss, tileTypesPhoneCss, TileView } from './tiles/TileView.js'
import { FullTexts, textsOfferingMore } from './tiles/TextTile.js'
import { MESSAGE_NOT_SENT, MESSAGE_OFFLINE, messageErrorTexts } from './message-errors.js'

export interface PublicGrid {
  name: string
  tiles: StoredTile[]
  mobileTiles: StoredTile[]
  settings: GridSettings
  theme: string
  /** Set while the owner has paused the message box: what its tiles show instead of the form. */
  messagePauseNote?: string | null
}

interface GridPageProps {
  grid: PublicGrid
  canonicalUrl?: string
  /** Shown in the message tile after a post without JavaScript. */
  messageNotice?: MessageNotice
  /** The grid's Open Graph image (absolute), for link previews. */
  ogImageUrl?: string
  /** The deferred enhancement script (the message tile's flow, click beacons, the notice's pop-up). */
  scriptUrl?: string
  /** Where a link tile's links ping when followed (visitor analytics); none in previews. */
  clickPingUrl?: (tileId: string) => string
  /** The newest answers, shown by the grid's Q&A tiles. */
  answers?: AnswersPage
  /** The grid's notice, when it is to be shown now. */
  notice?: PageNotice
  /**
   * The installation's sign-in, when the page is also served at a custom domain where no session
   * lives (ADR 0065): the message form's "As user" goes there. Without it, `/login` on the same site.
   */
  signInUrl?: string
}

const DESCRIPTION_MAX_LENGTH = 200
/** Rows a visitor sees without scrolling on a laptop (desktop) and a phone (mobile): images there load at once. */
const ROWS_ABOVE_THE_FOLD = { desktop: 3, mobile: 4 }

const isCellCount = (value: unknown, min: number) => Number.isSafeInteger(value) && (value as number) >= min

/**
 * Tiles come from JSON in the database. Only a tile with a checked id, a known type, an object for
 * data and whole-cell geometry is drawn: its id and numbers are the only tile data in the page's CSS.
 */
function isDrawable(tile: StoredTile): boolean {
  return (
    TileId.safeParse(tile.id).success &&
    typeof tile.data === 'object' &&
    tile.data !== null &&
    TILE_TYPES.includes(tile.type) &&
    isCellCount(tile.x, 0) &&
    isCellCount(tile.y, 0) &&
    isCellCount(tile.width, 1) &&
    isCellCount(tile.height, 1)
  )
}

const placementClass = (tile: StoredTile) => `p-${tile.id}`
const placement = (tile: StoredTile): TilePlacement => ({ ...tile, className: placementClass(tile) })

/** The page's name, title and description, from the intro tile (also drawn on the Open Graph image). */
export function pageText(grid: PublicGrid, intro: StoredTile | undefined, showLogo: boolean) {
  const text = (key: string) => (intro ? textField(intro.data, key).trim() : '')
  const name = `${text('firstName')} ${text('lastName')}`.trim() || grid.name
  const description = text('description') || name
  return {
    name,
    // Pro pages without the Tessera logo do not carry the brand in their title either.
    title: showLogo ? `${name} · Tessera` : name,
    description:
      description.length > DESCRIPTION_MAX_LENGTH
        ? `${description.slice(0, DESCRIPTION_MAX_LENGTH - 1)}…`
        : description,
  }
}

/** The public, read-only page of a grid: one server-rendered document whose CSS covers only what it shows. */
export function GridPage({
  grid,
  canonicalUrl,
  messageNotice,
  ogImageUrl,
  scriptUrl,
  clickPingUrl,
  answers,
  notice,
  signInUrl,
}: GridPageProps) {
  const parsedSettings = GridSettingsSchema.safeParse(grid.settings)
  const settings = parsedSettings.success ? parsedSettings.data : DEFAULT_GRID_SETTINGS
  const theme = themeByName(grid.theme)
  const font = fontById(settings.fontId)
  // In the document in the desktop layout's reading order, so that keyboards and screen readers go
  // row by row and not in the order the tiles were added. The phone layout places tiles in that
  // order (ADR 0020); one its owner rearranged by hand can read in another, which one document
  // cannot follow on both.
  const tiles = sortedByReadingOrder(grid.tiles.filter(isDrawable))
  const mobileTiles = new Map(grid.mobileTiles.filter(isDrawable).map((tile) => [tile.id, tile]))
  const mobilePlacements = tiles.flatMap((tile) => {
    const onMobile = mobileTiles.get(tile.id)
    return onMobile ? [onMobile] : []
  })
  const gated = settings.sensitive || tiles.some(isGated)
  const { name, title, description } = pageText(
    grid,
    tiles.find((tile) => tile.type === OWNER_INTRODUCTION),
    settings.showLogo,
  )

  // Order matters: the page layout comes after the tiles' own rules, which its mobile part overrides.
  const pageCss =
    themeCss(theme) +
    fontCss(font) +
    PAGE_CSS +
    TILE_FRAME_CSS +
    tileTypesCss(tiles.map((tile) => tile.type)) +
    [...new Set(tiles.map((tile) => tileColorByClass(tile.color)))].map(tileColorCss).join('') +
    LAYOUT_CSS +
    block(PHONE_MEDIA, PHONE_CSS + tileTypesPhoneCss(tiles.map((tile) => tile.type))) +
    layoutCss({
      desktop: { layout: grownSize(tiles, DESKTOP_LAYOUT), placements: tiles.map(placement) },
      mobile: { layout: grownSize(mobilePlacements, MOBILE_LAYOUT), placements: mobilePlacements.map(placement) },
      hiddenOnMobile: tiles.filter((tile) => !mobileTiles.has(tile.id)).map(placementClass),
    }) +
    grainCss(settings.grainEffect) +
    (notice ? NOTICE_CSS : '') +
    (gated ? SENSITIVE_CSS : '')
  const hasMessageTile = tiles.some((tile) => tile.type === MESSAGE_BOX)
  const countsClicks = clickPingUrl !== undefined && tiles.some((tile) => CLICKABLE_TILE_TYPES.has(tile.type))
  const hasEmbed = tiles.some((tile) => tile.type === EMBED_TILE)
  const { i18n } = useLingui()
  const errorTexts = hasMessageTile ? messageErrorTexts(i18n) : undefined

  return (
    <Document title={title} description={description} css={pageCss} canonicalUrl={canonicalUrl}>
      {/* React hoists these into <head>: the font starts loading before the body is parsed. */}
      {fontFiles(font).map((file) => (
        <link key={file} rel="preload" href={fontFileUrl(file)} as="font" type="font/woff2" crossOrigin="" />
      ))}
      {signInUrl ? <meta name={SIGN_IN_META} content={signInUrl} /> : null}
      <SharingMeta
        title={name}
        siteName={settings.showLogo ? 'Tessera' : undefined}
        description={description}
        url={canonicalUrl}
        image={ogImageUrl}
      />
      {notice ? <NoticeBanner notice={notice} gridName={grid.name} /> : null}
      {settings.sensitive ? <PageGate name={name} /> : null}
      <main
        className="page"
        id={settings.sensitive ? PAGE_GATE_TARGET : undefined}
        tabIndex={settings.sensitive ? -1 : undefined}
      >
        <h1 className="sr-only">{name}</h1>
        <div className="grid">
          {tiles.map((tile) => {
            const onMobile = mobileTiles.get(tile.id)
            const eager =
              tile.y < ROWS_ABOVE_THE_FOLD.desktop ||
              (onMobile !== undefined && onMobile.y < ROWS_ABOVE_THE_FOLD.mobile)
            return (
              <TileView
                key={tile.id}
                tile={tile}
                gridName={grid.name}
                eager={eager}
                className={placementClass(tile)}
                notice={messageNotice?.tileId === tile.id ? messageNotice : undefined}
                pauseNote={grid.messagePauseNote}
                clickPing={clickPingUrl && CLICKABLE_TILE_TYPES.has(tile.type) ? clickPingUrl(tile.id) : undefined}
                answers={tile.type === ANSWERS_TILE ? answers : undefined}
                forVisitors
              />
            )
          })}
        </div>
        <FullTexts tiles={textsOfferingMore(tiles.filter((tile) => !isGated(tile)))} />
      </main>
      {settings.showLogo ? <MadeWithTessera /> : null}
      {hasMessageTile ? (
        // The script adds its toasts here; the answer to a form posted without it carries its own. The
        // script's words are the page's, in its language (ADR 0068): it carries none of its own.
        <div
          className="toaster"
          role="status"
          aria-live="polite"
          data-sent={i18n._(MESSAGE_TEXTS.sent)}
          data-not-sent={i18n._(MESSAGE_NOT_SENT)}
          data-offline={i18n._(MESSAGE_OFFLINE)}
          data-refusals={errorTexts && JSON.stringify(errorTexts)}
        >
          {messageNotice?.kind === 'sent' ? <p className="toast">{messageNotice.text}</p> : null}
        </div>
      ) : null}
      {(hasMessageTile || countsClicks || hasEmbed || notice || gated) && scriptUrl ? (
        <script src={scriptUrl} defer />
      ) : null}
    </Document>
  )
}

/** Where the page's interstitial leads: its tiles, which show once they are the address's target. */
const PAGE_GATE_TARGET = 'tiles'

/**
 * The whole page's interstitial (ADR 0059). Without JavaScript, Continue targets the tiles and CSS
 * shows them; the page's script remembers the choice in sessionStorage for the rest of the visit.
 */
function PageGate({ name }: { name: string }) {
  const { i18n } = useLingui()
  return (
    <section className="page-gate confirm" aria-labelledby="page-gate-heading">
      <h1 id="page-gate-heading">{i18n._(VISIBILITY_TEXTS.sensitiveNotice)}</h1>
      <p>
        {i18n._({
          id: 'page.gate.pageMayBeSensitive',
          message: '{name}’s page may contain sensitive content. Continue only if you want to see it.',
          values: { name },
        })}
      </p>
      <p className="confirm-actions">
        <a className="continue" href={`#${PAGE_GATE_TARGET}`} data-page-gate="">
          {i18n._(CONFIRM_TEXTS.continue)}
        </a>
        <a href="/">{i18n._(CONFIRM_TEXTS.back)}</a>
      </p>
    </section>
  )
}

interface SharingMetaProps {
  title: string
  siteName?: string
  description: string
  url?: string
  image?: string
}

/** Open Graph and Twitter card tags for link previews: React hoists them into <head>. */
function SharingMeta({ title, siteName, description, url, image }: SharingMetaProps) {
  return (
    <>
      <meta property="og:type" content="website" />
      {siteName ? <meta property="og:site_name" content={siteName} /> : null}
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {url ? <meta property="og:url" content={url} /> : null}
      {image ? (
        <>
          <meta property="og:image" content={image} />
          <meta property="og:image:width" content="1200" />
          <meta property="og:image:height" content="630" />
          <meta property="og:image:alt" content={title} />
        </>
      ) : null}
      <meta name="twitter:card" content={image ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      {image ? <meta name="twitter:image" content={image} /> : null}
    </>
  )
}

/** The "created with Tessera" footer; the editor's visitor preview shows it without a tab stop. */
export function MadeWithTessera({ focusable = true }: { focusable?: boolean }) {
  return (
    <footer className="made">
      <a href="/" tabIndex={focusable ? undefined : -1}>
        <svg viewBox="0 0 16 16" aria-hidden="true">
          <rect width="7" height="7" rx="2" />
          <rect x="9" width="7" height="7" rx="2" />
          <rect y="9" width="7" height="7" rx="2" />
          <rect x="9" y="9" width="7" height="7" rx="2" />
        </svg>
        <span>
          <Trans id="page.createdWithTessera" message="created with <0>Tessera</0>" components={{ 0: <b /> }} />
        </span>
      </a>
    </footer>
  )
}
