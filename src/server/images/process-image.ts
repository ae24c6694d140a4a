import type { Metadata } from 'sharp'
import { IMAGE_BOUNDS, MAX_IMAGE_PIXELS, UPLOAD_MESSAGES } from '@domain/uploads.js'
import { AppError } from '../errors.js'
import { onFirstUse } from '@domain/on-first-use.js'
import { sniffImageFormat, type SniffedFormat } from './sniff.js'

export interface ProcessedImage {
  /** WebP, without any metadata. */
  buffer: Buffer
  width: number
  height: number
  mime: 'image/webp'
}

export const WEBP_QUALITY = 80

export const unsupportedImageType = () => new AppError(415, 'UNSUPPORTED_IMAGE_TYPE', UPLOAD_MESSAGES.unsupportedType)
export const imageTooManyPixels = () => new AppError(413, 'IMAGE_TOO_MANY_PIXELS', UPLOAD_MESSAGES.tooManyPixels)
export const imageUnreadable = () => new AppError(400, 'IMAGE_UNREADABLE', UPLOAD_MESSAGES.unreadable)

/** libvips and its bindings, some 30 MB: loaded by the first upload. */
const loadSharp = onFirstUse(async () => (await import('sharp')).default)

const isPixelLimitError = (error: unknown) => error instanceof Error && /pixel limit/i.test(error.message)

/** What sharp's decoder must report for each sniffed format (AVIF is HEIF with AV1 inside). */
function decoderAgrees(sniffed: SniffedFormat, metadata: Metadata): boolean {
  if (sniffed === 'avif') return metadata.format === 'heif' && metadata.compression === 'av1'
  return metadata.format === sniffed
}

/**
 * Turns an uploaded file into the image we store: the real type sniffed from its bytes (JPEG, PNG,
 * WebP, GIF or AVIF; anything else 415), at most 40 megapixels (413: sharp's limitInputPixels
 * refuses it from the header, before any pixel is decoded, and we check the frame size too), turned upright by its EXIF
 * orientation, fitted in the bounds and re-encoded to WebP with no metadata at all (no EXIF, GPS,
 * XMP or ICC: sharp drops them unless told to keep them, and we never do). Animated GIF and WebP
 * keep their first frame.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const sniffed = sniffImageFormat(input)
  if (!sniffed) throw unsupportedImageType()

  const sharp = await loadSharp()
  let metadata: Metadata
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).metadata()
  } catch (error) {
    throw isPixelLimitError(error) ? imageTooManyPixels() : imageUnreadable()
  }
  if (!decoderAgrees(sniffed, metadata)) throw unsupportedImageType()
  if (!metadata.width || !metadata.height) throw imageUnreadable()
  const frameHeight = metadata.pageHeight ?? metadata.height
  if (metadata.width * frameHeight > MAX_IMAGE_PIXELS) throw imageTooManyPixels()

  const upright = metadata.autoOrient ?? { width: metadata.width, height: frameHeight }
  const landscape = upright.width >= upright.height
  try {
    const { data, info } = await sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize(
        landscape
          ? { width: IMAGE_BOUNDS.landscapeMaxWidth, withoutEnlargement: true }
          : { height: IMAGE_BOUNDS.portraitMaxHeight, withoutEnlargement: true },
      )
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true })
    return { buffer: data, width: info.width, height: info.height, mime: 'image/webp' }
  } catch (error) {
    throw isPixelLimitError(error) ? imageTooManyPixels() : imageUnreadable()
  }
}

/**
 * A stored image as a square PNG of `side` pixels, cropped to cover, for a drawn picture (satori
 * reads PNG and JPEG, not the WebP we store).
 */
export async function squarePng(input: Uint8Array, side: number): Promise<Buffer> {
  const sharp = await loadSharp()
  return sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).resize(side, side, { fit: 'cover' }).png().toBuffer()
}
