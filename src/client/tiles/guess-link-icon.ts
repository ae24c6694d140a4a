import type { LinkIconName } from '@domain/link-icons'
import { normalizeLinkUrl } from '@domain/urls'

/** Hosts (and their parent domains) of the brands the link icons name. */
const BRAND_HOSTS: Record<string, LinkIconName> = {
  'facebook.com': 'Facebook',
  'fb.com': 'Facebook',
  'discord.com': 'Discord',
  'discord.gg': 'Discord',
  'instagram.com': 'Instagram',
  'reddit.com': 'Reddit',
  'snapchat.com': 'Snapchat',
  't.me': 'Telegram',
  'telegram.org': 'Telegram',
  'tiktok.com': 'TikTok',
  'twitch.tv': 'Twitch',
  'twitter.com': 'Twitter',
  'x.com': 'Twitter',
  'whatsapp.com': 'WhatsApp',
  'wa.me': 'WhatsApp',
  'youtube.com': 'YouTube',
  'youtu.be': 'YouTube',
  'adobe.com': 'Adobe',
  'behance.net': 'Adobe',
  'linkedin.com': 'LinkedIn',
  'wikipedia.org': 'Wikipedia',
  'pinterest.com': 'Pinterest',
  'netflix.com': 'Netflix',
  'google.com': 'Google',
  'amazon.com': 'Amazon',
  'github.com': 'GitHub',
  'spotify.com': 'Spotify',
  'ebay.com': 'eBay',
  'airbnb.com': 'Airbnb',
  'dropbox.com': 'Dropbox',
  'zoom.us': 'Zoom',
  'shopify.com': 'Shopify',
  'myshopify.com': 'Shopify',
  'aliexpress.com': 'AliExpress',
  'vimeo.com': 'Vimeo',
  'onlyfans.com': 'OnlyFans',
  'meta.com': 'Meta',
}

/** The brand icon for a typed link (`github.com/me` → GitHub), or undefined when it is no known brand. */
export function guessLinkIcon(typed: string): LinkIconName | undefined {
  const checked = normalizeLinkUrl(typed)
  if (!checked.ok) return undefined
  const labels = new URL(checked.url).hostname.replace(/^www\./, '').split('.')
  for (let start = 0; start < labels.length - 1; start++) {
    const brand = BRAND_HOSTS[labels.slice(start).join('.')]
    if (brand) return brand
  }
  return undefined
}
