import { socialLinksField } from '@domain/social-links.js'
import { LinkIconGlyph } from './LinkIconGlyph.js'
import { socialIcon } from './social-icons.js'
import type { TileContentProps } from './tile-data.js'
import { TileLink } from './TileLink.js'

/** A row (or rows) of icon links to the owner's profiles, each named by its platform. */
export function SocialLinksTile({ data, clickPing }: TileContentProps) {
  return (
    <ul className="tile-body t-social">
      {socialLinksField(data).map((link, index) => (
        // Links have no id of their own and their order is fixed, so the index is their identity.
        <li key={index}>
          <TileLink className="social" href={link.url} ping={clickPing}>
            <LinkIconGlyph icon={socialIcon(link.platform)} />
            <span className="sr-only">{link.platform}</span>
          </TileLink>
        </li>
      ))}
    </ul>
  )
}
