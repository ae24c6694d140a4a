import { useLingui } from '@lingui/react'
import {
  siApplemusic,
  siBandcamp,
  siOpenstreetmap,
  siSoundcloud,
  siSpotify,
  siVimeo,
  siYoutube,
  type SimpleIcon,
} from 'simple-icons'
import { EMBED_BADGE_LABELS, EMBED_KIND_LABELS, providerSlug, shownEmbed } from '@domain/embed-tile.js'
import type { EmbedProvider } from '@domain/embeds.js'
import { Icon } from '../icons.js'
import { LinkIconGlyph } from './LinkIconGlyph.js'
import type { TileContentProps } from './tile-data.js'
import { OPENS_IN_A_NEW_TAB } from './TileLink.js'

/** Each provider's mark, for the poster the page draws when it has none of the provider's. */
const MARKS: Record<EmbedProvider, SimpleIcon> = {
  YouTube: siYoutube,
  Vimeo: siVimeo,
  Spotify: siSpotify,
  SoundCloud: siSoundcloud,
  'Apple Music': siApplemusic,
  Bandcamp: siBandcamp,
  OpenStreetMap: siOpenstreetmap,
}

/** Width and height attributes only give the browser the box's shape; CSS sizes the poster to the tile. */
const CELL_PX = 200

/**
 * A video, song or map as a facade: a link to the original with our copy of the poster (or one
 * drawn in the provider's colour with its mark), the title and a Play/Listen badge. Nothing comes
 * from the provider until the visitor asks: the page's script then swaps in the player named by
 * `data-player` (embed-players.ts); without it the link opens the original.
 */
export function EmbedTile({ data, width, height, eager, clickPing }: TileContentProps) {
  const { i18n } = useLingui()
  const embed = shownEmbed(data)
  if (!embed) return null
  const title = embed.title ?? i18n._(EMBED_KIND_LABELS[embed.kind])
  return (
    <a
      className={`t-embed embed-${providerSlug(embed.provider)}`}
      href={embed.url}
      target="_blank"
      rel="noopener noreferrer"
      ping={clickPing}
      data-player={embed.player}
      // How the page's script names the player it loads (`<iframe title>`).
      data-player-title={
        embed.player
          ? i18n._({
              id: 'page.embed.playerTitle',
              message: '{provider} player: {title}',
              values: { provider: embed.provider, title },
            })
          : undefined
      }
    >
      <span className="embed-poster">
        {embed.poster ? (
          <img
            src={embed.poster}
            alt=""
            width={width * CELL_PX}
            height={height * CELL_PX}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        ) : (
          <LinkIconGlyph icon={MARKS[embed.provider]} className="embed-mark" />
        )}
        <span className="embed-badge">
          <Icon name="play" className="embed-play" filled />
          <span className="embed-badge-label">{i18n._(EMBED_BADGE_LABELS[embed.kind])}</span>
        </span>
      </span>
      <span className="embed-caption">
        <span className="embed-title">{title}</span>
        <span className="embed-provider">{embed.author ? `${embed.author} · ${embed.provider}` : embed.provider}</span>
      </span>
      <span className="sr-only">{i18n._(OPENS_IN_A_NEW_TAB)}</span>
    </a>
  )
}
