import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { UploadBucket } from '@domain/uploads.js'
import type { Db } from '../db/client.js'
import { PROJECT_ROOT } from '../paths.js'
import type { Storage } from '../storage/storage.js'
import { storeUpload } from './uploads.js'

const DEMO_ASSETS_DIR = join(PROJECT_ROOT, 'assets', 'demo')

/** The demo's pictures, bundled with the app and stored the way an upload is (sniffed, fitted, re-encoded). */
const DEMO_IMAGES = {
  portrait: { file: 'portrait.jpg', bucket: 'profile_images' },
  photo: { file: 'sunrise.jpg', bucket: 'tile_images' },
} as const satisfies Record<string, { file: string; bucket: UploadBucket }>

export type DemoImageUrls = Record<keyof typeof DEMO_IMAGES, string>

/** Stores the demo's pictures as uploads of `ownerId` and returns their URLs. */
export async function storeDemoImages(db: Db, storage: Storage, ownerId: string): Promise<DemoImageUrls> {
  const stored = await Promise.all(
    Object.entries(DEMO_IMAGES).map(async ([name, image]) => {
      const file = await readFile(join(DEMO_ASSETS_DIR, image.file))
      const upload = await storeUpload(db, storage, ownerId, image.bucket, file)
      return [name, upload.url] as const
    }),
  )
  return Object.fromEntries(stored) as DemoImageUrls
}
