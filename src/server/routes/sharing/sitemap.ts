import { and, asc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.js'
import { grids, profiles, users } from '../../db/schema.js'

/** One sitemap file holds at most 50,000 addresses (sitemaps.org); the site's own pages come first. */
export const SITEMAP_MAX_URLS = 50_000
const SITE_PATHS = ['/', '/terms-of-service', '/privacy-policy']

/** Published grids (active, owner verified and not suspended), in name order, at most `limit`. */
export function listPublicGrids(db: Db, limit: number) {
  return db
    .select({ name: grids.name, updatedAt: grids.updatedAt })
    .from(grids)
    .innerJoin(profiles, eq(profiles.userId, grids.ownerId))
    .innerJoin(users, eq(users.id, grids.ownerId))
    .where(and(eq(grids.active, true), isNull(profiles.suspendedAt), eq(users.emailVerified, true)))
    .orderBy(asc(grids.name))
    .limit(limit)
}

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
