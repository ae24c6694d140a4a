/**
 * In-app browsers (Instagram, TikTok, Facebook, Threads, Snapchat, LinkedIn) told apart by their
 * user agents, and the way out each gets (ADR 0064): on Android an `intent:` link that hands the
 * page to the default browser, inside Instagram on iOS its own `instagram://extbrowser/` link,
 * elsewhere a Copy link button. A small list of the apps' own tokens, kept here with its tests.
 */
export const IN_APP_TEXTS = {
  open: 'Open in your browser',
  copy: 'Copy link',
  dismiss: 'Dismiss',
} as const

export type WayOut = 'android' | 'instagram-ios' | 'copy'

/** Any of the apps' tokens: one test on every page request, so that ordinary browsers pay almost nothing. */
const IN_APP = /Instagram|Barcelona|FBAN|FBAV|FB_IAB|FBIOS|musical_ly|BytedanceWebview|TikTok|Snapchat|LinkedInApp/
/** Threads names itself by its code name, Barcelona, and carries Instagram's token too. */
const INSTAGRAM = /\bInstagram\b/
const THREADS = /\bBarcelona\b/
const ANDROID = /\bAndroid\b/
const IOS = /\b(iPhone|iPad|iPod)\b/

/** The way out of the in-app browser this user agent names, or undefined for any other browser. */
export function inAppWayOut(userAgent: string | undefined): WayOut | undefined {
  if (!userAgent || !IN_APP.test(userAgent)) return undefined
  if (ANDROID.test(userAgent)) return 'android'
  if (IOS.test(userAgent) && INSTAGRAM.test(userAgent) && !THREADS.test(userAgent)) return 'instagram-ios'
  return 'copy'
}

/** The link that opens the page outside the app; undefined where only copying the link works. */
export function wayOutHref(wayOut: WayOut, pageUrl: string): string | undefined {
  const page = new URL(pageUrl)
  if (wayOut === 'android') {
    return `intent://${page.host}${page.pathname}${page.search}#Intent;scheme=${page.protocol.slice(0, -1)};end`
  }
  if (wayOut === 'instagram-ios') return `instagram://extbrowser/?url=${encodeURIComponent(page.href)}`
  return undefined
}
