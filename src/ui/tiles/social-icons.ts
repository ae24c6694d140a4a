import { siBluesky, siMastodon, siThreads } from 'simple-icons'
import { linkIcon, type LinkIcon } from '@domain/link-icons.js'
import type { SocialPlatform } from '@domain/social-links.js'

/** An envelope (after Material Icons' "mail", Apache-2.0): email has no brand mark. */
const MAIL_PATH =
  'M20 4H4c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2zm0 4-8 5-8-5V6l8 5 8-5v2z'

/**
 * Each platform's mark: the link icons' where they have it (LinkedIn keeps their generic glyph, its
 * owner had it removed from simple-icons), three more marks imported one by one so that the
 * bundle holds only the icons drawn.
 */
const PATHS: Record<SocialPlatform, string> = {
  Instagram: linkIcon('Instagram').path,
  TikTok: linkIcon('TikTok').path,
  YouTube: linkIcon('YouTube').path,
  X: linkIcon('Twitter').path,
  Bluesky: siBluesky.path,
  Mastodon: siMastodon.path,
  Threads: siThreads.path,
  Facebook: linkIcon('Facebook').path,
  LinkedIn: linkIcon('LinkedIn').path,
  GitHub: linkIcon('GitHub').path,
  Twitch: linkIcon('Twitch').path,
  Discord: linkIcon('Discord').path,
  Email: MAIL_PATH,
  Website: linkIcon('Other').path,
}

/** The mark of a platform, as LinkIconGlyph draws it. */
export const socialIcon = (platform: SocialPlatform): Pick<LinkIcon, 'path'> => ({ path: PATHS[platform] })
