import { DESKTOP_LAYOUT, TILE_TYPES, type StoredTile } from '@domain/grid.js'
import type { Theme } from '@domain/themes.js'
import { tileColorByClass } from '@domain/tile-colors.js'
import { drawableText, type Picture } from './picture-task.js'
import { AccentBar, PictureCanvas } from './picture.js'

export const OG_IMAGE_WIDTH = 1200
export const OG_IMAGE_HEIGHT = 630

const NAME_MAX = 60
/** The photo's side: with two lines of name and three of description it still fits the column. */
export const OG_PHOTO_SIDE = 112
const DESCRIPTION_MAX = 160

export interface OgImageInput {
  gridName: string
  /** The name shown on the page (intro tile's first and last name, or the grid's name). */
  title: string
  description: string
  /** Where the page lives, shown small at the bottom, e.g. `example.com/dana`. */
  address: string
  theme: Theme
  tiles: StoredTile[]
  /** The introduction's photo as a PNG data URL, drawn round above the name. */
  photo?: string
}

const clip = (text: string, max: number) => {
  const characters = Array.from(drawableText(text).replace(/\s+/g, ' ').trim())
  return characters.length > max ? `${characters.slice(0, max - 1).join('')}…` : characters.join('')
}

const isCell = (value: unknown, min: number) => Number.isSafeInteger(value) && (value as number) >= min

/** Only tiles with a known type and whole-cell geometry inside the desktop grid become blocks. */
function drawableTiles(tiles: StoredTile[]): StoredTile[] {
  return tiles.filter(
    (tile) =>
      TILE_TYPES.includes(tile.type) &&
      isCell(tile.x, 0) &&
      isCell(tile.y, 0) &&
      isCell(tile.width, 1) &&
      isCell(tile.height, 1) &&
      tile.x + tile.width <= DESKTOP_LAYOUT.columns &&
      tile.y + tile.height <= DESKTOP_LAYOUT.rows,
  )
}

/** A tile colour as a CSS background; the theme colour follows the page's surface. */
function tileBackground(tile: StoredTile, theme: Theme): string {
  const { background } = tileColorByClass(tile.color)
  const stop = (value: string) => (value.startsWith('var(') ? theme.colors.surface : value)
  return background.length === 1
    ? stop(background[0])
    : `linear-gradient(135deg, ${stop(background[0])}, ${stop(background[1])})`
}

const MOSAIC = { cell: 56, gap: 10 }
const PADDING = { x: 72, y: 64 }
const COLUMN_GAP = 56
const mosaicSpan = (cells: number) => cells * MOSAIC.cell + (cells - 1) * MOSAIC.gap

/** The grid's desktop layout in miniature: every tile a block in its own colour. */
function Mosaic({ tiles, theme }: { tiles: StoredTile[]; theme: Theme }) {
  const { cell, gap } = MOSAIC
  // The theme's tile radius, scaled from a page cell (~155 px) down to a mosaic cell.
  const radius = Math.round((Number.parseFloat(theme.tileRadius) || 0) * 16 * (cell / 155))
  return (
    <div
      style={{
        display: 'flex',
        position: 'relative',
        flexShrink: 0,
        width: mosaicSpan(DESKTOP_LAYOUT.columns),
        height: mosaicSpan(DESKTOP_LAYOUT.rows),
      }}
    >
      {tiles.map((tile) => (
        <div
          key={tile.id}
          style={{
            position: 'absolute',
            left: tile.x * (cell + gap),
            top: tile.y * (cell + gap),
            width: mosaicSpan(tile.width),
            height: mosaicSpan(tile.height),
            borderRadius: radius,
            background: tileBackground(tile, theme),
          }}
        />
      ))}
    </div>
  )
}

function OgCard({ gridName, title, description, address, theme, tiles, photo }: OgImageInput) {
  const { colors } = theme
  const shownTitle = clip(title, NAME_MAX) || gridName
  const shownDescription = clip(description, DESCRIPTION_MAX)
  // Fixed sizes: satori's flex does not shrink a column of long text as a browser would.
  const textWidth = OG_IMAGE_WIDTH - 2 * PADDING.x - COLUMN_GAP - mosaicSpan(DESKTOP_LAYOUT.columns)
  return (
    <PictureCanvas theme={theme} gap={COLUMN_GAP}>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          width: textWidth,
          height: OG_IMAGE_HEIGHT - 2 * PADDING.y,
        }}
      >
        {photo ? (
          <img
            src={photo}
            width={OG_PHOTO_SIDE}
            height={OG_PHOTO_SIDE}
            style={{ borderRadius: '50%', border: `4px solid ${colors.accent}` }}
          />
        ) : (
          <AccentBar theme={theme} />
        )}
        <div
          style={{
            display: 'block',
            marginTop: photo ? 28 : 40,
            fontSize: 68,
            fontWeight: 800,
            lineHeight: 1.08,
            letterSpacing: -1.5,
            lineClamp: 2,
            wordBreak: 'break-word',
          }}
        >
          {shownTitle}
        </div>
        {shownDescription && shownDescription !== shownTitle ? (
          <div
            style={{
              display: 'block',
              marginTop: 24,
              fontSize: 32,
              lineHeight: 1.35,
              opacity: 0.78,
              lineClamp: 3,
              wordBreak: 'break-word',
            }}
          >
            {shownDescription}
          </div>
        ) : null}
        <div style={{ display: 'flex', flexGrow: 1 }} />
        <div style={{ display: 'flex', fontSize: 28, fontWeight: 800, color: colors.accent }}>{clip(address, 48)}</div>
      </div>
      <Mosaic tiles={drawableTiles(tiles)} theme={theme} />
    </PictureCanvas>
  )
}

/** The grid's Open Graph image, 1200 x 630. */
export function ogPicture(input: OgImageInput): Picture {
  return { element: <OgCard {...input} />, width: OG_IMAGE_WIDTH, height: OG_IMAGE_HEIGHT }
}
