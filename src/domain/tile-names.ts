import { DEFAULT_LINK_ICON, linkIcon } from './link-icons.js'
import { linksField, textField, type TileData } from './tile-fields.js'
import { TILE_TYPE_TABLE, type TileType } from './tile-types.js'
import { linkDisplayText, normalizeLinkUrl } from './urls.js'

/** What a tile of the analytics needs: its type and its data. */
export interface NamedTile {
  type: TileType
  data: TileData
}

const trimmed = (data: TileData, key: string) => textField(data, key).trim()

/** A tile type's name: English by default; the app passes its own, in its language. */
export type TypeName = (type: TileType) => string
const englishTypeName: TypeName = (type) => TILE_TYPE_TABLE[type].name

/** A link's brand, or the host it leads to. */
function linkNames(data: TileData, typeName: TypeName): string[] {
  return linksField(data).map((link) => {
    const icon = linkIcon(link.icon)
    if (icon.name !== DEFAULT_LINK_ICON) return icon.name
    const checked = normalizeLinkUrl(link.url)
    return checked.ok ? linkDisplayText(checked.url) : typeName('link')
  })
}

/**
 * What the owner calls a tile in the analytics: the title they gave it (a link's label, an
 * embed's title, a heading, a first name), else its links' brands or hosts, else its type's name.
 */
export function tileName(tile: NamedTile, typeName: TypeName = englishTypeName): string {
  const given =
    trimmed(tile.data, 'label') ||
    trimmed(tile.data, 'title') ||
    trimmed(tile.data, 'header') ||
    trimmed(tile.data, 'firstName')
  if (given) return given
  return (TILE_TYPE_TABLE[tile.type].countsClicks && linkNames(tile.data, typeName).join(', ')) || typeName(tile.type)
}
