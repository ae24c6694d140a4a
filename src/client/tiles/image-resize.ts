import { boundedImageSize } from '@domain/uploads'

/** The spec: files over this size are downsized in the browser before they are sent. */
export const COMPRESS_ABOVE_BYTES = 1_000_000
const JPEG_QUALITY = 0.67

export interface PreparedImage {
  blob: Blob
  fileName: string
}

/**
 * A big photo is drawn at most 800 px wide (landscape) or 600 px tall (portrait) and sent as a
 * JPEG of quality 0.67: the server would shrink it to that anyway, and a phone upload gets fast.
 * Small files, and images this browser cannot decode (the server may still read them), go as they are.
 */
export async function prepareImageForUpload(file: File): Promise<PreparedImage> {
  if (file.size <= COMPRESS_ABOVE_BYTES) return { blob: file, fileName: file.name }
  try {
    const bitmap = await createImageBitmap(file)
    try {
      const blob = await encodeJpeg(bitmap)
      return { blob, fileName: `${file.name.replace(/\.[^.]*$/, '') || 'image'}.jpg` }
    } finally {
      bitmap.close()
    }
  } catch {
    return { blob: file, fileName: file.name }
  }
}

async function encodeJpeg(bitmap: ImageBitmap): Promise<Blob> {
  const { width, height } = boundedImageSize(bitmap.width, bitmap.height)
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height)
    draw(canvas.getContext('2d'), bitmap, width, height)
    return canvas.convertToBlob({ type: 'image/jpeg', quality: JPEG_QUALITY })
  }
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  draw(canvas.getContext('2d'), bitmap, width, height)
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The image could not be encoded.'))),
      'image/jpeg',
      JPEG_QUALITY,
    ),
  )
}

type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D

function draw(context: Context2D | null, bitmap: ImageBitmap, width: number, height: number) {
  if (!context) throw new Error('Canvas 2D is not available.')
  // JPEG has no transparency: a transparent PNG gets a white background instead of a black one.
  context.fillStyle = '#ffffff'
  context.fillRect(0, 0, width, height)
  context.imageSmoothingQuality = 'high'
  context.drawImage(bitmap, 0, 0, width, height)
}
