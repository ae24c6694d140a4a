import { useLingui } from '@lingui/react'
import { textField } from '@domain/tile-fields.js'
import { textMayOverflow } from '@domain/text-fit.js'
import type { StoredTile } from '@domain/grid.js'
import type { TileContentProps } from './tile-data.js'

/** Where a text tile's "Read more" leads: its text in full, further down the same page. */
const fullTextId = (tileId: string) => `text-${tileId}`

/**
 * A header and free text; the owner's line breaks are kept. In a fixed cell the text shows the lines
 * that fit whole and ends with an ellipsis (text-tile.css); visitors then get "Read more" (ADR 0056).
 */
export function TextTile({ tileId, data, width, height, forVisitors }: TileContentProps) {
  const header = textField(data, 'header')
  const text = textField(data, 'text')
  const offersMore = forVisitors && textMayOverflow(header, text, width, height)
  const { i18n } = useLingui()
  return (
    <div className="tile-body t-text">
      {header ? <h2>{header}</h2> : null}
      {text ? (
        <div className="t-text-fit">
          <p>{text}</p>
        </div>
      ) : null}
      {offersMore ? (
        <a className="t-text-more" href={`#${fullTextId(tileId)}`}>
          {i18n._({ id: 'page.text.readMore', message: 'Read more' })}
          <span className="sr-only">
            {': '}
            {header || i18n._({ id: 'page.text.ofText', message: 'text' })}
          </span>
        </a>
      ) : null}
    </div>
  )
}

/** The tiles whose "Read more" leads to their text in full. */
export function textsOfferingMore(tiles: readonly StoredTile[]): StoredTile[] {
  return tiles.filter(
    (tile) =>
      tile.type === 'text' &&
      textMayOverflow(textField(tile.data, 'header'), textField(tile.data, 'text'), tile.width, tile.height),
  )
}

/**
 * The texts of the tiles that offer "Read more", in full: shown over the page while the address
 * names one (`:target`), so that the link works without JavaScript; Close goes back to the page.
 */
export function FullTexts({ tiles }: { tiles: readonly StoredTile[] }) {
  const { i18n } = useLingui()
  return (
    <>
      {tiles.map((tile) => {
        const header = textField(tile.data, 'header')
        return (
          <section
            key={tile.id}
            id={fullTextId(tile.id)}
            className="text-full"
            aria-label={header || i18n._({ id: 'page.text.fullText', message: 'Text' })}
            tabIndex={-1}
          >
            <div className="text-full-card">
              {header ? <h2>{header}</h2> : null}
              <p>{textField(tile.data, 'text')}</p>
              <a href="#">{i18n._({ id: 'page.text.close', message: 'Close' })}</a>
            </div>
          </section>
        )
      })}
    </>
  )
}
