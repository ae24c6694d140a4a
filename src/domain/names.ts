/** Names that belong to the product's own routes: never a username or a grid name. */
export const RESERVED_NAMES: ReadonlySet<string> = new Set([
  'login',
  'register',
  'home',
  'messages',
  'profile',
  'terms-of-service',
  'privacy-policy',
  'settings',
  'feedback',
  'about',
  'terms',
  'privacy',
  'contact',
  'faq',
  'pricing',
  'pro',
  'reset-password',
  'api',
  'assets',
  'uploads',
  'fonts',
  'og',
  'scripts',
  'robots.txt',
  'sitemap.xml',
  'favicon.ico',
])

export function isReservedName(name: string): boolean {
  return RESERVED_NAMES.has(name.toLowerCase())
}
