import type { Readable } from 'node:stream'

export interface StoredFile {
  body: Readable | Buffer
  /** In bytes. */
  size: number
}

/** Where uploaded files live: local disk by default, S3 when S3_BUCKET is set. */
export interface Storage {
  readonly driver: 'local' | 's3'
  put(key: string, body: Buffer, contentType: string): Promise<void>
  /** The file, or undefined when there is none under that key. */
  get(key: string): Promise<StoredFile | undefined>
  /** Idempotent: deleting a missing key succeeds. */
  delete(key: string): Promise<void>
  exists(key: string): Promise<boolean>
  close?(): Promise<void> | void
}

export class InvalidStorageKeyError extends Error {
  override name = 'InvalidStorageKeyError'
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key.slice(0, 200))}`)
  }
}

// Each segment starts with a letter, digit, dash or underscore: no ".", "..", hidden files,
// backslashes, empty segments or absolute paths can ever reach a driver.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/
const MAX_SEGMENTS = 8

export function isSafeStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 512) return false
  const segments = key.split('/')
  return segments.length <= MAX_SEGMENTS && segments.every((segment) => SEGMENT.test(segment))
}

/** Returns the key's segments, or throws when the key could escape the storage root. */
export function storageKeySegments(key: string): string[] {
  if (!isSafeStorageKey(key)) throw new InvalidStorageKeyError(key)
  return key.split('/')
}
