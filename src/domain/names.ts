import { z } from 'zod'
import { RESERVED_NAMES } from './app-routes.js'
import { singleLineText } from './text.js'

export function isReservedName(name: string): boolean {
  return RESERVED_NAMES.has(normalizeName(name))
}

/**
 * Usernames and grid names share one namespace, stored lower case. This is the one place a name
 * coming from a person or an address is normalised.
 */
export function normalizeName(name: string): string {
  return name.trim().toLowerCase()
}

/** Longer than any name the rules allow, so a longer one is refused before any lookup. */
const NAME_IN_ADDRESS_MAX = 200

/**
 * A username or grid name as it comes in an address, a query or a confirmation field: bounded and
 * normalised, but not judged by the creation rules, so that a name no one holds is a 404, not a 400.
 * Control characters (NUL breaks a Postgres lookup) are a 400.
 */
export const NameInput = singleLineText().max(NAME_IN_ADDRESS_MAX).overwrite(normalizeName)

/**
 * What a page's normalised name can look like: a grid name (`GRID_NAME_PATTERN`) or a username
 * (letters, digits, '_'; each profile grid bears its owner's). An address outside it names no page,
 * so the page routes answer it with the 404 page before any lookup.
 */
const PAGE_NAME_PATTERN = /^[a-z0-9_-]{3,20}$/

export const isPageName = (normalisedName: string) => PAGE_NAME_PATTERN.test(normalisedName)

/** The `:name` of every route that addresses a grid or a name. */
export const NameParams = z.object({ name: NameInput })
