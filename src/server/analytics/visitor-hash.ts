import { hash } from 'node:crypto'

/**
 * A visitor's salted hash for one day (ADR 0013): the day's random salt, a scope (the grid) so that
 * hashes of different grids cannot be linked, the address and the user agent. Once the day's salt
 * is deleted, nobody can tell who it was.
 */
export function visitorHash(salt: string, scope: string, address: string, userAgent: string): string {
  return hash('sha256', `${salt}|${scope}|${address}|${userAgent}`, 'base64url').slice(0, 22)
}
