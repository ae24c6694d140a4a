import type { MessageDescriptor } from '@lingui/core'
import { useLingui } from '@lingui/react'
import { socialLinksField, type SocialPlatform } from '@domain/social-links.js'
import { LinkIconGlyph } from './LinkIconGlyph.js'
import { socialIcon } from './social-icons.js'
import type { TileContentProps } from './tile-data.js'
import { TileLink } from './TileLink.js'

/** The platforms named by a word rather than a brand: in the page's language. */
const PLATFORM_WORDS: Partial<Record<SocialPlatform, MessageDescriptor>> = {
  Email: /*i18n*/ { id: 'page.social.email', message: 'Email' },
  Website: /*i18n*/ { id: 'page.social.website', message: 'Website' },
}

/** A row (or rows) of icon links to the owner's profiles, each named by its platform. */
export function SocialLinksTile({ data, clickPing }: TileContentProps) {
  const { i18n } = useLingui()
  const nameOf = (platform: SocialPlatform) => {
    const word = PLATFORM_WORDS[platform]
    return word ? i18n._(word) : platform
  }
  return (
    <ul className="tile-body t-social">
      {socialLinksField(data).map((link, index) => (
        // Links have no id of their own and their order is fixed, so the index is their identity.
        <li key={index}>
          <TileLink className="social" href={link.url} ping={clickPing}>
            <LinkIconGlyph icon={socialIcon(link.platform)} />
            <span className="sr-only">{nameOf(link.platform)}</span>
          </TileLink>
        </li>
      ))}
    </ul>
  )
}
