// The thread that draws pictures (ADR 0052): satori lays out a tree of plain elements and turns its
// text into paths, resvg turns the SVG into PNG pixels, work the page server's thread no longer
// does. A task of `drawing-threads.ts` carries the tree, its size and the font files it uses
// (paths, read here once each). Plain JavaScript, like the embedded database's thread (ADR 0043):
// a worker cannot load TypeScript from source (tests, tsx), and the build copies this file beside
// the server's bundle as it is.
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Resvg } from '@resvg/resvg-js'
import { workerData } from 'piscina'
import satori from 'satori'

/**
 * @typedef {{ name: string, weight: number, file: string }} FontFile
 * @typedef {{ tree: object, width: number, height: number, fonts: FontFile[] }} DrawTask
 */

/** @type {{ emojiDir: string, scriptFonts: Record<string, FontFile[]> }} */
const { emojiDir, scriptFonts } = workerData

/** Each font file's bytes, read on first use. */
const fontData = new Map()
/** The fonts of each list of files, the same objects each time: satori keeps their parsed glyphs by identity. */
const fontLists = new Map()

function loadFont({ name, weight, file }) {
  let data = fontData.get(file)
  if (!data) {
    data = readFile(file)
    data.catch(() => fontData.delete(file))
    fontData.set(file, data)
  }
  return data.then((bytes) => ({ name, weight, style: 'normal', data: bytes }))
}

function loadFonts(files) {
  const key = files.map((font) => `${font.file}@${font.weight}`).join('\n')
  let fonts = fontLists.get(key)
  if (!fonts) {
    fonts = Promise.all(files.map(loadFont))
    fonts.catch(() => fontLists.delete(key))
    fontLists.set(key, fonts)
  }
  return fonts
}

/** Emoji drawn lately, as data URLs; a text can name thousands of distinct ones, so few are kept. */
const EMOJI_KEPT = 256
const emojiImages = new Map()

/**
 * Twemoji's file name for an emoji: its code points in hex, without the variation selector U+FE0F
 * unless the emoji is a joined sequence (the convention of Twemoji's own parser). Only hex digits
 * and dashes: no text can name another file.
 */
function twemojiName(emoji) {
  const points = emoji.includes('\u200d') ? emoji : emoji.replaceAll('\ufe0f', '')
  return Array.from(points, (point) => point.codePointAt(0).toString(16)).join('-')
}

async function emojiImage(emoji) {
  const name = twemojiName(emoji)
  if (emojiImages.has(name)) return emojiImages.get(name)
  // An emoji Twemoji lacks (or a made-up sequence) is left out of the picture.
  const svg = await readFile(join(emojiDir, `${name}.svg`)).catch(() => undefined)
  const image = svg && `data:image/svg+xml;base64,${svg.toString('base64')}`
  if (emojiImages.size >= EMOJI_KEPT) emojiImages.delete(emojiImages.keys().next().value)
  emojiImages.set(name, image)
  return image
}

/** What satori asks for text its fonts lack: an emoji's picture, or the fonts of a script we ship. */
function loadAdditionalAsset(code, segment) {
  if (code === 'emoji') return emojiImage(segment)
  const files = scriptFonts[code]
  return files ? loadFonts(files) : Promise.resolve([])
}

/** @param {DrawTask} task @returns {Promise<Uint8Array>} the PNG */
export default async function draw({ tree, width, height, fonts }) {
  const svg = await satori(tree, { width, height, fonts: await loadFonts(fonts), loadAdditionalAsset })
  // Text is already paths (satori embeds the glyphs): resvg needs no fonts, and scanning the
  // system's would cost more than drawing.
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng()
}
