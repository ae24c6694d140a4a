/**
 * Which of a page's two layouts a visitor saw when following a link (ADR 0071). The page switches
 * from the phone layout to the desktop one at a viewport width; its script reads the same width
 * when a link is followed. A click without the script (the browser's own `ping`) has no layout.
 * No schemas here: the page's script imports this module.
 */

/** Where the 6-column desktop layout takes over from the 3-column phone one (the page's media queries). */
export const DESKTOP_MIN_WIDTH_PX = 768

/** The layouts a click can be counted under; a click without one is 'unknown'. */
export const CLICK_LAYOUTS = ['desktop', 'phone'] as const
export type ClickLayout = (typeof CLICK_LAYOUTS)[number] | 'unknown'

/** The media query that holds while the desktop layout is shown. */
export const DESKTOP_MEDIA_QUERY = `(min-width: ${DESKTOP_MIN_WIDTH_PX}px)`

/** A click beacon's address naming the layout the visitor saw (the click route reads `layout`). */
export const beaconWithLayout = (beacon: string, layout: (typeof CLICK_LAYOUTS)[number]) => `${beacon}?layout=${layout}`
