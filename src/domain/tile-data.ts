import { z } from 'zod'
import type { TileType } from './grid.js'
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
} as const

/** One line of text (a name, a header) of at most `max` characters. */
const atMost = (label: string, max: number) =>
  singleLineText().trim().max(max, `${label} can be at most ${max} characters long.`)

/** Text that may span lines (a description, a text tile's body). */
const paragraphsOfAtMost = (label: string, max: number) =>
  multiLineText().trim().max(max, `${label} can be at most ${max} characters long.`)

/** A link as the owner typed it, stored normalized (a bare domain gets https://). */
const LinkUrl = z.string().transform((value, context) => {
  const result = normalizeLinkUrl(value)
  if (result.ok) return result.url
  context.addIssue({ code: 'custom', message: result.message })
  return z.NEVER
})

const Link = z.object({
  url: LinkUrl,
  icon: z.enum(LINK_ICON_NAMES, 'Choose an icon for every link.').default(DEFAULT_LINK_ICON),
})

/** An image's address: one of this site's uploads (`/uploads/…`), or nothing. */
const ImageSrc = z
  .string()
  .max(2048)
  .refine((value) => value === '' || safeImageSrc(value) !== undefined, 'This image address is not allowed.')
  .default('')

const Email = singleLineText()
  .trim()
  .max(TILE_FIELD_LIMITS.email)
  .refine((value) => value === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), 'Enter a valid email address.')
  .default('')

const Phone = z
  .string()
  .trim()
  .max(TILE_FIELD_LIMITS.phone)
  .refine((value) => value === '' || /^\+?[\d ().-]{3,}$/.test(value), 'Enter a valid phone number.')
  .default('')

/** What each tile type holds, with the limits the editor shows as counters. */
export const TILE_DATA_SCHEMAS = {
  introduction: z.object({
    firstName: atMost('First name', TILE_FIELD_LIMITS.name).default(''),
    lastName: atMost('Last name', TILE_FIELD_LIMITS.name).default(''),
    email: Email,
    phone: Phone,
    description: paragraphsOfAtMost('Description', TILE_FIELD_LIMITS.description).default(''),
    image: ImageSrc,
  }),
  image: z.object({ image: ImageSrc, alt: atMost('Alt text', 200).default('') }),
  link: z.object({
    links: z.array(Link).length(1, 'A link tile holds exactly one link.'),
    // Optional: a handle such as "@ninamakes", shown instead of the bare domain.
    label: atMost('Label', TILE_FIELD_LIMITS.linkLabel).optional(),
  }),
  'links-grid': z.object({ links: z.array(Link).length(4, 'A links grid holds exactly 4 links.') }),
  text: z.object({
    header: atMost('Header', TILE_FIELD_LIMITS.header).default(''),
    text: paragraphsOfAtMost('Text', TILE_FIELD_LIMITS.text).default(''),
  }),
  'message.me': z.object({
    header: atMost('Header', TILE_FIELD_LIMITS.header).default(''),
    allowAnonymous: z.boolean().default(true),
  }),
  // The answered questions come from the grid's answers (ADR 0022), not from the tile.
  qa: z.object({ header: atMost('Header', TILE_FIELD_LIMITS.header).default('') }),
} satisfies Record<TileType, z.ZodType>

export type TileDataFor<T extends TileType> = z.infer<(typeof TILE_DATA_SCHEMAS)[T]>

/** Empty data for a new tile of a type, as the editor's forms start it. */
export function emptyTileData(type: TileType): Record<string, unknown> {
  switch (type) {
    case 'link':
      return { links: [{ url: '', icon: DEFAULT_LINK_ICON }] }
    case 'links-grid':
      return { links: Array.from({ length: 4 }, () => ({ url: '', icon: DEFAULT_LINK_ICON })) }
    default:
      return TILE_DATA_SCHEMAS[type].parse({}) as Record<string, unknown>
  }
}
