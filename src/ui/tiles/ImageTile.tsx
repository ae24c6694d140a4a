import { safeImageSrc } from '@domain/urls.js'
import { textField } from '@domain/tile-fields.js'
import type { TileContentProps } from './tile-data.js'
import { resolveLink, TileLink } from './TileLink.js'

/** Width and height attributes only give the browser the box's shape; CSS sizes the image to the tile. */
const CELL_PX = 200

/**
 * A photo filling the tile, its caption over the bottom; with a link, the whole tile leads there.
 * Without a photo the tile shows just its colour (and the caption).
 */
export function ImageTile({ data, width, height, eager, clickPing }: TileContentProps) {
  const src = safeImageSrc(textField(data, 'image'))
  const alt = textField(data, 'alt')
  const caption = textField(data, 'caption')
  const storedLink = textField(data, 'link')
  if (!src && !caption) return null
  const picture = (
    // Spans, not a figure: a link's name is taken from them (a figure inside a link gives it none).
    <span className="t-image">
      {src ? (
        <img
          src={src}
          alt={alt}
          width={width * CELL_PX}
          height={height * CELL_PX}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : null}
      {caption ? (
        <span className="t-image-caption" dir="auto">
          {caption}
        </span>
      ) : null}
    </span>
  )
  const link = storedLink ? resolveLink(storedLink) : undefined
  if (!link?.href) return picture
  return (
    <TileLink className="t-image-link" href={link.href} ping={clickPing}>
      {picture}
      {/* A link needs a name: where it leads, when neither the picture nor a caption says anything. */}
      {alt || caption ? null : <span className="sr-only">{link.text}</span>}
    </TileLink>
  )
}
