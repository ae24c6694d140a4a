import { safeImageSrc } from '@domain/urls.js'
import { textField } from '@domain/tile-fields.js'
import type { TileContentProps } from './tile-data.js'

/** Width and height attributes only give the browser the box's shape; CSS sizes the image to the tile. */
const CELL_PX = 200

/** A photo filling the tile; without one the tile shows just its colour. */
export function ImageTile({ data, width, height, eager }: TileContentProps) {
  const src = safeImageSrc(textField(data, 'image'))
  if (!src) return null
  return (
    <img
      className="t-image"
      src={src}
      alt={textField(data, 'alt')}
      width={width * CELL_PX}
      height={height * CELL_PX}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  )
}
