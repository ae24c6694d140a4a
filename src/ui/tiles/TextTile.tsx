import { textField } from '@domain/tile-fields.js'
import type { TileContentProps } from './tile-data.js'

/** A header and free text; the owner's line breaks are kept. */
export function TextTile({ data }: TileContentProps) {
  const header = textField(data, 'header')
  const text = textField(data, 'text')
  return (
    // Up to 2,000 characters may not fit a fixed cell and then scroll: focusable, so keys can scroll it too.
    <div className="tile-body t-text" tabIndex={0}>
      {header ? <h2>{header}</h2> : null}
      {text ? <p>{text}</p> : null}
    </div>
  )
}
