import { z } from 'zod'
import { DEFAULT_LINK_ICON, LINK_ICON_NAMES } from './link-icons.js'
import { multiLineText, singleLineText } from './text.js'
import { normalizeLinkUrl, safeImageSrc } from './urls.js'

export const TILE_FIELD_LIMITS = {
  name: 50,
  description: 500,
  header: 80,
  text: 2000,
  email: 254,
  phone: 40,
  linkLabel: 40,
  caption: 120,
} as const

/** One line of text (a name, a header) of at most `max` characters. */
export const atMost = (label: string, max: number) =>
  singleLineText().trim().max(max, `${label} can be at most ${max} characters long.`)

/** Text that may span lines (a description, a text tile's body). */
export const paragraphsOfAtMost = (label: string, max: number) =>
  multiLineText().trim().max(max, `${label} can be at most ${max} characters long.`)

/** A link as the owner typed it, stored normalized (a bare domain gets https://). */
const LinkUrl = z.string().transform((value, context) => {
  const result = normalizeLinkUrl(value)
  if (result.ok) return result.url
  context.addIssue({ code: 'custom', message: result.message })
  return z.NEVER
})

/** A link a tile may have (an image's): nothing, or a link as `LinkUrl` checks it. */
export const OptionalLinkUrl = z
  .string()
  .max(2048)
  .transform((value, context) => {
    if (value.trim() === '') return ''
    const result = normalizeLinkUrl(value)
    if (result.ok) return result.url
    context.addIssue({ code: 'custom', message: result.message })
    return z.NEVER
  })
  .default('')

export const Link = z.object({
  url: LinkUrl,
  icon: z.enum(LINK_ICON_NAMES, 'Choose an icon for every link.').default(DEFAULT_LINK_ICON),
})

/** An image's address: one of this site's uploads (`/uploads/…`), or nothing. */
export const ImageSrc = z
  .string()
  .max(2048)
  .refine((value) => value === '' || safeImageSrc(value) !== undefined, 'This image address is not allowed.')
  .default('')

export const Email = singleLineText()
  .trim()
  .max(TILE_FIELD_LIMITS.email)
  .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'Enter a valid email address.')
  .default('')

export const Phone = z
  .string()
  .trim()
  .max(TILE_FIELD_LIMITS.phone)
  .refine((value) => value === '' || /^\+?[\d ().-]{3,}$/.test(value), 'Enter a valid phone number.')
  .default('')
