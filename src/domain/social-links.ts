import { z } from 'zod'
import { normalizeLinkUrl } from './urls.js'

/**
 * The social links tile's platforms and the check of each profile address: a platform's link must
 * point at one of its own hosts (or a subdomain of one), so an "Instagram" icon never leads to a
 * lookalike. A Mastodon handle `@user@server` becomes its profile URL; email is a `mailto:` link.
 */
export const SOCIAL_PLATFORMS = [
  'Instagram',
  'TikTok',
  'YouTube',
  'X',
  'Bluesky',
  'Mastodon',
  'Threads',
  'Facebook',
  'LinkedIn',
  'GitHub',
  'Twitch',
  'Discord',
  'Email',
  'Website',
] as const
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number]

export const MAX_SOCIAL_LINKS = 12

/** Each platform's own hosts; absent for the platforms whose addresses are checked otherwise. */
const PLATFORM_HOSTS: Partial<Record<SocialPlatform, readonly string[]>> = {
  Instagram: ['instagram.com'],
  TikTok: ['tiktok.com'],
  YouTube: ['youtube.com', 'youtu.be'],
  X: ['x.com', 'twitter.com'],
  Bluesky: ['bsky.app'],
  Threads: ['threads.net', 'threads.com'],
  Facebook: ['facebook.com', 'fb.com'],
  LinkedIn: ['linkedin.com'],
  GitHub: ['github.com'],
  Twitch: ['twitch.tv'],
  Discord: ['discord.gg', 'discord.com'],
}

export const SOCIAL_LINK_MESSAGES = {
  email: 'Enter a valid email address.',
  mastodon: 'Enter a Mastodon handle (@you@server) or your profile link.',
  otherHost: (platform: SocialPlatform) => `This is not a ${platform} link (${PLATFORM_HOSTS[platform]?.[0]}/…).`,
} as const

export type SocialLinkResult = { ok: true; url: string } | { ok: false; message: string }

const EMAIL = /^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/
const MASTODON_HANDLE = /^@?([a-z\d_]+(?:[.-][a-z\d_]+)*)@((?:[a-z\d-]+\.)+[a-z]{2,63})$/i

const isHostOf = (host: string, domains: readonly string[]) =>
  domains.some((domain) => host === domain || host.endsWith(`.${domain}`))

function webLink(input: string): { ok: true; url: URL } | { ok: false; message: string } {
  const checked = normalizeLinkUrl(input)
  if (!checked.ok) return { ok: false, message: checked.message }
  const url = new URL(checked.url)
  return url.protocol === 'https:' || url.protocol === 'http:'
    ? { ok: true, url }
    : { ok: false, message: 'Enter a web address.' }
}

/** Checks and normalises what the owner typed for a platform: the link the icon will open. */
export function normalizeSocialLink(platform: SocialPlatform, input: string): SocialLinkResult {
  const text = input.trim()
  if (platform === 'Email') {
    const address = text.replace(/^mailto:/i, '')
    return EMAIL.test(address)
      ? { ok: true, url: `mailto:${address}` }
      : { ok: false, message: SOCIAL_LINK_MESSAGES.email }
  }
  if (platform === 'Mastodon') {
    const handle = MASTODON_HANDLE.exec(text)
    if (handle) return { ok: true, url: `https://${handle[2]!.toLowerCase()}/@${handle[1]}` }
    const link = webLink(text)
    return link.ok && link.url.pathname.startsWith('/@')
      ? { ok: true, url: link.url.href }
      : { ok: false, message: SOCIAL_LINK_MESSAGES.mastodon }
  }
  const link = webLink(text)
  if (!link.ok) return link
  const hosts = PLATFORM_HOSTS[platform]
  if (hosts && !isHostOf(link.url.hostname, hosts))
    return { ok: false, message: SOCIAL_LINK_MESSAGES.otherHost(platform) }
  return { ok: true, url: link.url.href }
}

/** One stored link of the tile: its platform and its checked address. */
export const SocialLink = z
  .object({
    platform: z.enum(SOCIAL_PLATFORMS, 'Choose a platform for every link.'),
    url: z.string().max(2048),
  })
  .transform((link, context) => {
    const result = normalizeSocialLink(link.platform, link.url)
    if (result.ok) return { platform: link.platform, url: result.url }
    context.addIssue({ code: 'custom', message: result.message, path: ['url'] })
    return z.NEVER
  })

export interface StoredSocialLink {
  platform: SocialPlatform
  url: string
}

const isPlatform = (value: unknown): value is SocialPlatform => (SOCIAL_PLATFORMS as readonly unknown[]).includes(value)

/**
 * A stored tile's links, checked again at render time (the data is JSON from the database): an
 * entry that no longer passes is left out rather than shown with a wrong icon.
 */
export function socialLinksField(data: Readonly<Record<string, unknown>>): StoredSocialLink[] {
  const value = data.profiles
  if (!Array.isArray(value)) return []
  return value.slice(0, MAX_SOCIAL_LINKS).flatMap((entry: unknown) => {
    const link = typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>) : {}
    if (!isPlatform(link.platform) || typeof link.url !== 'string') return []
    const checked = normalizeSocialLink(link.platform, link.url)
    return checked.ok ? [{ platform: link.platform, url: checked.url }] : []
  })
}
