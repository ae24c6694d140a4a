import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { createElement } from 'react'
import { FONT_FILE_PACKAGES } from '@domain/fonts.js'
import type { StoredTile } from '@domain/grid.js'
import { MESSAGE_BOX } from '@domain/tile-types.js'
import { uploadKeyOf } from '@domain/uploads.js'
import { GridPage } from '@ui/GridPage.js'
import { renderDocument } from '@ui/render.js'
import type { Db } from '../db/client.js'
import type { GridForPage } from '../db/queries/public-grids.js'
import { PROJECT_ROOT } from '../paths.js'
import { uploadBytes } from '../services/uploads.js'
import type { Storage } from '../storage/storage.js'
import { shownGridPage } from './renderers.js'
import { localeOfPage } from './published-grid.js'

const require = createRequire(import.meta.url)

/** A static website: its files by relative path. */
export type SiteFiles = Map<string, Uint8Array>

const STYLESHEET = 'style.css'
const FAVICON = 'favicon.svg'
const MESSAGE_LINK_LABEL = 'Send me a message'

/**
 * The message box cannot post from a static copy: on a page visitors can reach (an active grid) it
 * becomes a link to the hosted page's form; otherwise it is left out.
 */
function withoutForms(tiles: StoredTile[], hostedPage: string | undefined): StoredTile[] {
  return tiles.flatMap((tile) => {
    if (tile.type !== MESSAGE_BOX) return [tile]
    if (!hostedPage) return []
    const header = typeof tile.data.header === 'string' ? tile.data.header.slice(0, 40) : ''
    return [
      {
        ...tile,
        type: 'link',
        data: { links: [{ url: hostedPage, icon: 'Other' }], label: header || MESSAGE_LINK_LABEL },
      },
    ]
  })
}

/** The bytes of a file of the site, by its path in the page (`uploads/…`, `fonts/…`, the favicon), or undefined. */
async function assetBytes(storage: Storage, path: string): Promise<Uint8Array | undefined> {
  if (path === FAVICON) return readFile(join(PROJECT_ROOT, 'public', FAVICON))
  if (path.startsWith('fonts/')) {
    const packageName = FONT_FILE_PACKAGES.get(path.slice('fonts/'.length))
    return packageName ? readFile(require.resolve(`${packageName}/files/${path.slice('fonts/'.length)}`)) : undefined
  }
  return uploadBytes(storage, `/${path}`)
}

/** A path of this site that the copy carries as a file beside index.html. */
const isCarried = (path: string) =>
  path === FAVICON || path.startsWith('fonts/') || uploadKeyOf(`/${path}`) !== undefined

/**
 * The page's HTML made a static site's: its inline stylesheet moved into style.css, and every
 * root-relative address made relative when the copy carries that file (images, fonts, the icon) or
 * absolute on the hosted site otherwise (the logo's link, a sensitive tile's confirmation page).
 * Fonts are inlined into the stylesheet as data URLs: browsers refuse web fonts from `file://`
 * (an opaque origin fails the fonts' CORS check), and the copy must work opened from disk.
 */
export function staticCopyOf(html: string, origin: string): { html: string; css: string; carried: string[] } {
  const carried = new Set<string>()
  const address = (path: string) => {
    if (isCarried(path)) {
      carried.add(path)
      return path
    }
    return `${origin}/${path}`
  }
  let css = ''
  const withStylesheet = html
    .replace(/<style>([\s\S]*?)<\/style>/, (_whole, inline: string) => {
      css = inline.replace(/url\(\/(?!\/)([^)"']+)\)/g, (_url, path: string) => `url(${address(path)})`)
      return `<link rel="stylesheet" href="${STYLESHEET}"/>`
    })
    // The copy inlines its fonts: a preload would fetch them again (and fail from disk).
    .replace(/<link rel="preload"[^>]*as="font"[^>]*\/?>/g, '')
    .replace(
      /(\s(?:src|href|action)=")\/(?!\/)([^"]*)"/g,
      (_whole, attribute: string, path: string) => `${attribute}${address(path)}"`,
    )
  return { html: withStylesheet, css, carried: [...carried] }
}

/**
 * The grid's published page as a static website (ADR 0067): index.html rendered by the public
 * page's own component, without its script or click pings, its stylesheet, and the images and icon
 * it shows as files beside it with relative addresses; no script at all.
 */
export async function staticSiteOf(
  db: Db,
  storage: Storage,
  grid: GridForPage,
  origin: string,
  now: number,
): Promise<SiteFiles> {
  const hostedPage = grid.active && !grid.suspended ? `${origin}/${grid.name}` : undefined
  const shown = await shownGridPage(db, grid, now)
  const page = {
    ...shown.grid,
    tiles: withoutForms(shown.grid.tiles, hostedPage),
    mobileTiles: withoutForms(shown.grid.mobileTiles, hostedPage),
  }
  const html = renderDocument(
    createElement(GridPage, { grid: page, answers: shown.answers, canonicalUrl: `${origin}/${grid.name}` }),
    localeOfPage(grid),
  )
  const copy = staticCopyOf(html, origin)
  const files: SiteFiles = new Map([['index.html', Buffer.from(copy.html)]])
  let css = copy.css
  for (const path of copy.carried) {
    const bytes = await assetBytes(storage, path)
    if (!bytes) continue
    if (path.startsWith('fonts/')) {
      css = css.replaceAll(`url(${path})`, `url(data:font/woff2;base64,${Buffer.from(bytes).toString('base64')})`)
    } else files.set(path, bytes)
  }
  files.set(STYLESHEET, Buffer.from(css))
  return files
}

/**
 * The site as one .zip (WebP images stored as they are: compressing them again gains nothing). The
 * zip library loads on the first export, not at start (ADR 0057).
 */
export async function zipOfSite(files: SiteFiles): Promise<Uint8Array> {
  const { zipSync } = await import('fflate')
  return zipSync(
    Object.fromEntries([...files].map(([path, bytes]) => [path, [bytes, { level: path.endsWith('.webp') ? 0 : 6 }]])),
  )
}

/** Writes the site into a folder (made if missing), or as a .zip when the path ends in `.zip`. */
export async function writeSite(files: SiteFiles, target: string): Promise<void> {
  if (target.toLowerCase().endsWith('.zip')) {
    await writeFile(target, await zipOfSite(files))
    return
  }
  for (const [path, bytes] of files) {
    await mkdir(dirname(join(target, path)), { recursive: true })
    await writeFile(join(target, path), bytes)
  }
}
