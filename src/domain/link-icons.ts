import {
  siAirbnb,
  siAliexpress,
  siDiscord,
  siDropbox,
  siEbay,
  siFacebook,
  siGithub,
  siGoogle,
  siInstagram,
  siMeta,
  siNetflix,
  siOnlyfans,
  siPinterest,
  siReddit,
  siShopify,
  siSnapchat,
  siSpotify,
  siTelegram,
  siTiktok,
  siTwitch,
  siVimeo,
  siWhatsapp,
  siWikipedia,
  siX,
  siYoutube,
  siZoom,
  type SimpleIcon,
} from 'simple-icons'

/** The spec's link icon names, in the spec's order. */
export const LINK_ICON_NAMES = [
  'Other',
  'Facebook',
  'Discord',
  'Instagram',
  'Reddit',
  'Snapchat',
  'Telegram',
  'TikTok',
  'Twitch',
  'Twitter',
  'WhatsApp',
  'YouTube',
  'Adobe',
  'LinkedIn',
  'Wikipedia',
  'Pinterest',
  'Netflix',
  'Google',
  'Amazon',
  'GitHub',
  'Spotify',
  'eBay',
  'Airbnb',
  'Dropbox',
  'Zoom',
  'Shopify',
  'AliExpress',
  'Vimeo',
  'OnlyFans',
  'Meta',
] as const
export type LinkIconName = (typeof LINK_ICON_NAMES)[number]

export const DEFAULT_LINK_ICON: LinkIconName = 'Other'

export interface LinkIcon {
  name: LinkIconName
  /** An SVG path in a 24 x 24 view box, drawn with the current text colour. */
  path: string
}

/** A neutral chain-link glyph (after Material Icons' "link", Apache-2.0). */
const GENERIC_LINK_PATH =
  'M3.9 12c0-1.71 1.39-3.1 3.1-3.1h4V7H7c-2.76 0-5 2.24-5 5s2.24 5 5 5h4v-1.9H7c-1.71 0-3.1-1.39-3.1-3.1zM8 13h8v-2H8v2zm9-6h-4v1.9h4c1.71 0 3.1 1.39 3.1 3.1s-1.39 3.1-3.1 3.1h-4V17h4c2.76 0 5-2.24 5-5s-2.24-5-5-5z'

/**
 * Brand marks from simple-icons. Adobe, LinkedIn and Amazon are not in it (their owners had them
 * removed), so they keep the generic glyph; Twitter is drawn with its current mark, X.
 */
const BRAND_ICONS: Partial<Record<LinkIconName, SimpleIcon>> = {
  Facebook: siFacebook,
  Discord: siDiscord,
  Instagram: siInstagram,
  Reddit: siReddit,
  Snapchat: siSnapchat,
  Telegram: siTelegram,
  TikTok: siTiktok,
  Twitch: siTwitch,
  Twitter: siX,
  WhatsApp: siWhatsapp,
  YouTube: siYoutube,
  Wikipedia: siWikipedia,
  Pinterest: siPinterest,
  Netflix: siNetflix,
  Google: siGoogle,
  GitHub: siGithub,
  Spotify: siSpotify,
  eBay: siEbay,
  Airbnb: siAirbnb,
  Dropbox: siDropbox,
  Zoom: siZoom,
  Shopify: siShopify,
  AliExpress: siAliexpress,
  Vimeo: siVimeo,
  OnlyFans: siOnlyfans,
  Meta: siMeta,
}

export function isLinkIconName(name: string): name is LinkIconName {
  return (LINK_ICON_NAMES as readonly string[]).includes(name)
}

/** The icon for a stored name; an unknown name is drawn as 'Other'. */
export function linkIcon(name: string): LinkIcon {
  const iconName = isLinkIconName(name) ? name : DEFAULT_LINK_ICON
  return { name: iconName, path: BRAND_ICONS[iconName]?.path ?? GENERIC_LINK_PATH }
}
