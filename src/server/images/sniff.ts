/** The image formats we accept, as their first bytes say (before any decoder sees the file). */
export type SniffedFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif'

const ascii = (buffer: Buffer, start: number, end: number) => buffer.subarray(start, end).toString('latin1')

const AVIF_BRANDS = new Set(['avif', 'avis'])

/** An ISO-BMFF file (HEIF family) whose major or compatible brands say AVIF. */
function isAvif(buffer: Buffer): boolean {
  if (buffer.length < 16 || ascii(buffer, 4, 8) !== 'ftyp') return false
  const boxSize = Math.min(buffer.readUInt32BE(0), buffer.length, 256)
  if (AVIF_BRANDS.has(ascii(buffer, 8, 12))) return true
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) {
    if (AVIF_BRANDS.has(ascii(buffer, offset, offset + 4))) return true
  }
  return false
}

/**
 * The format by magic number, or undefined. Whatever else a file claims (its name, its
 * Content-Type) is ignored; SVG, being text, never matches and never reaches a renderer.
 */
export function sniffImageFormat(buffer: Buffer): SniffedFormat | undefined {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff) return 'jpeg'
  if (buffer.length >= 8 && buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png'
  if (buffer.length >= 6 && (ascii(buffer, 0, 6) === 'GIF87a' || ascii(buffer, 0, 6) === 'GIF89a')) return 'gif'
  if (buffer.length >= 12 && ascii(buffer, 0, 4) === 'RIFF' && ascii(buffer, 8, 12) === 'WEBP') return 'webp'
  if (isAvif(buffer)) return 'avif'
  return undefined
}
