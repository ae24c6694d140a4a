import { createHash } from 'node:crypto'

/** A strong validator for exactly these bytes (or this name of immutable content). */
export const etagOf = (content: string | Buffer) =>
  `"${createHash('sha256').update(content).digest('base64url').slice(0, 27)}"`
