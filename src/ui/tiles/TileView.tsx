import type { StoredTile } from '../../domain/grid.js'

const text = (data: Record<string, unknown>, key: string): string =>
  typeof data[key] === 'string' ? (data[key] as string) : ''

/** The read-only body of a tile, shared by the public page and the editor. */
export function TileView({ tile }: { tile: StoredTile }) {
  const { data } = tile
  switch (tile.type) {
    case 'introduction': {
      const name = `${text(data, 'firstName')} ${text(data, 'lastName')}`.trim()
      return (
        <>
          <h2>{name}</h2>
          {text(data, 'description') ? <p>{text(data, 'description')}</p> : null}
        </>
      )
    }
    case 'text':
      return (
        <>
          <h2>{text(data, 'header')}</h2>
          <p>{text(data, 'text')}</p>
        </>
      )
    default:
      return <p>{text(data, 'header')}</p>
  }
}
