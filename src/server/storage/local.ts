import { randomUUID } from 'node:crypto'
import { mkdir, open, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, resolve, sep } from 'node:path'
import { storageKeySegments, type Storage, type StoredFile } from './storage.js'

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR'

/** Files under one directory (DATA_DIR/uploads), one file per key, written atomically. */
export class LocalStorage implements Storage {
  readonly driver = 'local'
  readonly root: string

  constructor(root: string) {
    this.root = resolve(root)
  }

  /** The file's path; a key that would leave the root is refused before any file system call. */
  pathOf(key: string): string {
    const path = resolve(this.root, ...storageKeySegments(key))
    if (!path.startsWith(this.root + sep)) throw new Error(`Storage key escapes the root: ${key}`)
    return path
  }

  async put(key: string, body: Buffer, _contentType: string): Promise<void> {
    const path = this.pathOf(key)
    // Written beside the others and renamed, so that a reader never sees half a file. Keys cannot
    // start with a dot, so no key ever names the temporary directory.
    const temporaryDir = join(this.root, '.tmp')
    const temporary = join(temporaryDir, randomUUID())
    await mkdir(temporaryDir, { recursive: true })
    await mkdir(dirname(path), { recursive: true })
    try {
      await writeFile(temporary, body, { flag: 'wx' })
      await rename(temporary, path)
    } catch (error) {
      await rm(temporary, { force: true })
      throw error
    }
  }

  async get(key: string): Promise<StoredFile | undefined> {
    const path = this.pathOf(key)
    let handle
    try {
      handle = await open(path, 'r')
    } catch (error) {
      if (isMissing(error)) return undefined
      throw error
    }
    try {
      const info = await handle.stat()
      if (!info.isFile()) {
        await handle.close()
        return undefined
      }
      return { body: handle.createReadStream({ autoClose: true }), size: info.size }
    } catch (error) {
      await handle.close()
      throw error
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true })
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile()
    } catch (error) {
      if (isMissing(error)) return false
      throw error
    }
  }
}
