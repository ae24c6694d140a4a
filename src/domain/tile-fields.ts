import { DEFAULT_LINK_ICON } from './link-icons.js'

/**
 * Readers for a stored tile's `data`. It is JSON from the database, so every field is checked at
 * render time: a missing or mistyped field renders as empty instead of breaking the page.
 */
export type TileData = Readonly<Record<string, unknown>>

export function textField(data: TileData, key: string): string {
  const value = data[key]
  return typeof value === 'string' ? value : ''
}

export function booleanField(data: TileData, key: string, fallback: boolean): boolean {
  const value = data[key]
  return typeof value === 'boolean' ? value : fallback
}

export interface StoredLink {
  url: string
  icon: string
}

/** The `links` list of link and links-grid tiles, with the spec's default icon where it is missing. */
export function linksField(data: TileData): StoredLink[] {
  const value = data.links
  if (!Array.isArray(value)) return []
  return value.map((entry: unknown) => {
    const link = typeof entry === 'object' && entry !== null ? (entry as TileData) : {}
    return { url: textField(link, 'url'), icon: textField(link, 'icon') || DEFAULT_LINK_ICON }
  })
}
