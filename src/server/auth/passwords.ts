import { hash, verify, type Algorithm } from '@node-rs/argon2'
import { verifyPassword as verifyScryptPassword } from 'better-auth/crypto'

/** `Algorithm.Argon2id`: a const enum, which verbatimModuleSyntax cannot read as a value. */
const ARGON2ID_ALGORITHM = 2 as Algorithm

/** Argon2id with OWASP's first recommended configuration: 19 MiB of memory, 2 passes, 1 lane (ADR 0010). */
const ARGON2ID = { algorithm: ARGON2ID_ALGORITHM, memoryCost: 19_456, timeCost: 2, parallelism: 1 }
/** How every hash written with today's parameters begins. */
const CURRENT_HASH_PREFIX = `$argon2id$v=19$m=${ARGON2ID.memoryCost},t=${ARGON2ID.timeCost},p=${ARGON2ID.parallelism}$`

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2ID)

/** Checks Argon2 hashes, and the scrypt hashes (`salt:key`) better-auth wrote before ADR 0010. */
export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  if (stored.startsWith('$argon2')) return verify(stored, password)
  return verifyScryptPassword({ hash: stored, password })
}

/** True for a hash written by an older scheme or with other parameters: rehash it at the next sign-in. */
export const needsRehash = (stored: string): boolean => !stored.startsWith(CURRENT_HASH_PREFIX)
