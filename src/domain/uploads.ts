import { z } from 'zod'

/** Where an upload belongs: the introduction tile's portrait or an image tile's picture. */
export const UPLOAD_BUCKETS = ['profile_images', 'tile_images'] as const
export const UploadBucket = z.enum(UPLOAD_BUCKETS, {
  error: 'Bucket must be profile_images or tile_images.',
})
export type UploadBucket = z.infer<typeof UploadBucket>

export const UPLOADS_PATH = '/uploads/'

// {bucket}/{userId}/{file}.webp — the only keys this app writes, and the only ones it serves.
const UPLOAD_KEY = new RegExp(`^(${UPLOAD_BUCKETS.join('|')})/([A-Za-z0-9_-]{1,128})/([A-Za-z0-9_-]{1,128})\\.webp$`)

export const isUploadKey = (key: string) => UPLOAD_KEY.test(key)

export const uploadUrl = (key: string) => `${UPLOADS_PATH}${key}`

/** The storage key of one of our upload URLs (`/uploads/{key}`), or undefined for anything else. */
export function uploadKeyOf(url: string): string | undefined {
  if (!url.startsWith(UPLOADS_PATH)) return undefined
  const key = url.slice(UPLOADS_PATH.length)
  return isUploadKey(key) ? key : undefined
}

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024
export const MAX_IMAGE_PIXELS = 40_000_000
/** Stored images fit these bounds (the browser downsizes big files to the same ones before sending). */
export const IMAGE_BOUNDS = { landscapeMaxWidth: 800, portraitMaxHeight: 600 } as const

export const UPLOAD_MESSAGES = {
  tooLarge: 'Images can be at most 10 MB.',
  tooManyPixels: 'Images can be at most 40 megapixels.',
  unsupportedType: 'Only JPEG, PNG, WebP, GIF and AVIF images can be uploaded.',
  unreadable: 'The image could not be read. It may be damaged or incomplete.',
  missingFile: 'Choose an image to upload.',
  oneFile: 'Upload one image at a time, in the field "file".',
  notMultipart: 'Send the image as multipart/form-data.',
} as const

/** The bucket may also come as a query parameter (the form field wins). */
export const UploadQuery = z.object({ bucket: UploadBucket.optional() })

export const UploadedImage = z.object({
  /** A path on this site, `/uploads/{bucket}/{userId}/{file}.webp`: what tiles store in `data.image`. */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
})
export type UploadedImage = z.infer<typeof UploadedImage>

/** The size an image is stored at: landscape (and square) at most 800 wide, portrait at most 600 tall, never enlarged. */
export function boundedImageSize(width: number, height: number): { width: number; height: number } {
  const scale =
    width >= height
      ? Math.min(1, IMAGE_BOUNDS.landscapeMaxWidth / width)
      : Math.min(1, IMAGE_BOUNDS.portraitMaxHeight / height)
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}
