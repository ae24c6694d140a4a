import type { Db } from '../db/client.js'
import { listPublicGrids } from '../db/queries/public-grids.js'

/** One sitemap file holds at most 50,000 addresses (sitemaps.org); the site's own pages come first. */
export const SITEMAP_MAX_URLS = 50_000
const SITE_PATHS = ['/', '/terms-of-service', '/privacy-policy']

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

export async function buildSitemap(db: Db, baseUrl: string): Promise<string> {
  const pages = await listPublicGrids(db, SITEMAP_MAX_URLS - SITE_PATHS.length)
  const url = (path: string, lastModified?: Date) =>
    `<url><loc>${escapeXml(baseUrl + path)}</loc>${lastModified ? `<lastmod>${lastModified.toISOString()}</lastmod>` : ''}</url>`
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...SITE_PATHS.map((path) => url(path)),
    ...pages.map((page) => url(`/${encodeURIComponent(page.name)}`, page.updatedAt)),
    '</urlset>',
    '',
  ].join('\n')
}
