import { beaconWithLayout, DESKTOP_MEDIA_QUERY } from '@domain/click-layouts.js'

/**
 * Tile clicks for visitor analytics. Links carry `ping`, which Chromium and Safari send on their
 * own, with or without JavaScript; Firefox ignores it. With JavaScript the page counts every
 * browser the same way instead: it takes the `ping` off (so nothing counts twice) and sends a
 * beacon when the link is followed, naming the layout shown then (the page's own media query, so
 * a turned phone or a resized window counts where the visitor saw the tile). Neither delays nor
 * rewrites the navigation: the href stays the real destination and a beacon is queued by the
 * browser, not awaited.
 */
export function sendClickBeacons() {
  if (typeof navigator.sendBeacon !== 'function') return
  const desktop = window.matchMedia(DESKTOP_MEDIA_QUERY)
  document.querySelectorAll<HTMLAnchorElement>('a[ping]').forEach((link) => {
    const url = link.getAttribute('ping')!
    link.removeAttribute('ping')
    const send = () => navigator.sendBeacon(beaconWithLayout(url, desktop.matches ? 'desktop' : 'phone'))
    link.addEventListener('click', send)
    // A middle click opens the link in a new tab without a click event.
    link.addEventListener('auxclick', (event) => {
      if (event.button === 1) send()
    })
  })
}
