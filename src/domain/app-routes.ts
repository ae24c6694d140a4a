/**
 * Every address of the app's own, in one place: the single-page app's screens (the client router
 * declares exactly these, and the server answers each with the app shell), the pages and files the
 * server renders at the root, and names held back. A grid or username may take none of their
 * first segments, since `/{name}` shares the root with them. tests/unit/app-routes.test.ts ties the
 * client router to APP_SCREENS; tests/api/root-routes.test.ts checks the server's routes against
 * RESERVED_NAMES.
 */

/** The SPA's screens, as the client router's paths (no leading slash). */
export const APP_SCREENS = {
  login: 'login',
  register: 'register',
  resetPassword: 'reset-password',
  accountDeleted: 'account-deleted',
  home: 'home',
  analytics: 'home/:gridName/analytics',
  messages: 'messages',
  moderation: 'messages/moderation',
  pricing: 'profile',
  paymentSuccess: 'profile/success',
  paymentFailure: 'profile/failure',
  sandboxCheckout: 'profile/checkout',
  sandboxManage: 'profile/manage',
  settings: 'settings',
  feedback: 'feedback',
} as const

/** Pages, files and prefixes the server itself answers at the root. */
export const SERVER_ROOT_SEGMENTS = [
  'terms-of-service',
  'privacy-policy',
  'api',
  'assets',
  'uploads',
  'fonts',
  'og',
  'scripts',
  'landing',
  'robots.txt',
  'sitemap.xml',
  'favicon.ico',
  'favicon.svg',
] as const

/**
 * Held back: the spec's other reserved names (pages it may add), and names that would pass for the
 * operator or a service of the site in an address (`/admin`, `/support`, `/status`, …).
 */
export const HELD_NAMES = [
  'about',
  'terms',
  'privacy',
  'contact',
  'faq',
  'pricing',
  'pro',
  'admin',
  'support',
  'tessera',
  'help',
  'www',
  'mail',
  'status',
  'blog',
] as const

/** The first segment of a path: `profile/success` → `profile`. */
export const rootSegmentOf = (path: string) => path.replace(/^\//, '').split('/')[0]!

/** Names that belong to the product's own routes: never a username or a grid name. */
export const RESERVED_NAMES: ReadonlySet<string> = new Set([
  ...Object.values(APP_SCREENS).map(rootSegmentOf),
  ...SERVER_ROOT_SEGMENTS,
  ...HELD_NAMES,
])
