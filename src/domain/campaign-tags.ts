/**
 * Campaign tags on a creator's link (ADR 0071): with "add campaign tags" on, the page's link
 * carries `utm_source=tessera&utm_medium=bio&utm_campaign={grid}`, added when the page is drawn,
 * so that the stored address stays what the creator typed and a renamed grid tags its new name.
 */
import { booleanField, type TileData } from './tile-fields.js'

export const CAMPAIGN_TAGS = { source: 'tessera', medium: 'bio' } as const

/**
 * The link with the campaign tags appended after its own query parameters. A link that already
 * carries any `utm_*` parameter is the creator's own tagging and is left as it is: adding the
 * missing ones would report the creator's campaign under a source or medium they did not choose.
 * Only http(s) links are tagged; anything else (mailto:, tel:, an unparsable address) is returned as is.
 */
export function withCampaignTags(href: string, gridName: string): string {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return href
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return href
  if ([...url.searchParams.keys()].some((key) => key.toLowerCase().startsWith('utm_'))) return href
  const tags = new URLSearchParams({
    utm_source: CAMPAIGN_TAGS.source,
    utm_medium: CAMPAIGN_TAGS.medium,
    utm_campaign: gridName,
  })
  // Appended to the query as written: re-serialising it (`searchParams.append`) would re-encode the
  // creator's own parameters (`%20` as `+`, `?flag` as `?flag=`), which some sites read differently.
  url.search = url.search.length > 1 ? `${url.search}&${tags}` : `?${tags}`
  return url.href
}

/**
 * Where a tile's link leads visitors, wherever it is drawn: on the page (and in what Copy link
 * copies) and on a sensitive tile's confirmation page, tagged when the tile asks for campaign tags.
 */
export function linkForVisitors(href: string, data: TileData, gridName: string): string {
  return booleanField(data, 'campaignTags', false) ? withCampaignTags(href, gridName) : href
}
