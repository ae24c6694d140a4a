import type { Page } from 'playwright-core'

/**
 * What a visitor reads or presses inside a card. Boxes that only hold others (div, span) are left
 * out: a full-bleed picture or a wrapper may meet the card's edge and be clipped by it on purpose.
 */
const PARTS =
  'a, button, input, select, textarea, label, summary, h1, h2, h3, h4, p, li, [role="button"], [role="switch"]'

/**
 * The parts of each card (`cardSelector`) that stick out of it, described: each visible part's box,
 * cut to what the scrolling or clipping boxes between it and the card let show, and grown by its
 * focus ring when it has the focus, must lie inside the card's box and inside its rounded corners
 * (a part's corner beyond the corner's arc overflows the corner).
 */
export function partsOutsideTheirCards(page: Page, cardSelector: string): Promise<string[]> {
  return page.evaluate(
    ({ cardSelector, parts }) => {
      interface Box {
        left: number
        top: number
        right: number
        bottom: number
      }
      const TOLERANCE = 1
      const describe = (element: Element) => {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 24) ?? ''
        return `${element.tagName.toLowerCase()}${element.className ? `.${String(element.className).split(' ')[0]}` : ''} "${name}"`
      }
      const boxOf = (rect: DOMRect): Box => ({ left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom })
      const clipsX = (style: CSSStyleDeclaration) => style.overflowX !== 'visible'
      const clipsY = (style: CSSStyleDeclaration) => style.overflowY !== 'visible'

      /** The part's box as it shows: cut by every clipping box between it and the card; undefined when nothing shows. */
      function shownBox(part: Element, card: Element): Box | undefined {
        const box = boxOf(part.getBoundingClientRect())
        const style = getComputedStyle(part)
        if (part === document.activeElement && style.outlineStyle !== 'none') {
          const ring = Number.parseFloat(style.outlineWidth) + Number.parseFloat(style.outlineOffset)
          if (ring > 0)
            Object.assign(box, {
              left: box.left - ring,
              top: box.top - ring,
              right: box.right + ring,
              bottom: box.bottom + ring,
            })
        }
        for (let parent = part.parentElement; parent && parent !== card; parent = parent.parentElement) {
          const parentStyle = getComputedStyle(parent)
          const clip = parent.getBoundingClientRect()
          if (clipsX(parentStyle))
            Object.assign(box, { left: Math.max(box.left, clip.left), right: Math.min(box.right, clip.right) })
          if (clipsY(parentStyle))
            Object.assign(box, { top: Math.max(box.top, clip.top), bottom: Math.min(box.bottom, clip.bottom) })
        }
        return box.right - box.left > TOLERANCE && box.bottom - box.top > TOLERANCE ? box : undefined
      }

      /** Whether a point near a corner lies beyond the arc of radius `radius` around `centre`. */
      const beyondArc = (x: number, y: number, centreX: number, centreY: number, radius: number) =>
        Math.hypot(x - centreX, y - centreY) > radius + TOLERANCE

      function outside(box: Box, card: Element): string | undefined {
        const frame = card.getBoundingClientRect()
        if (
          box.left < frame.left - TOLERANCE ||
          box.top < frame.top - TOLERANCE ||
          box.right > frame.right + TOLERANCE ||
          box.bottom > frame.bottom + TOLERANCE
        )
          return 'sticks out of its card'
        const style = getComputedStyle(card)
        const corners = [
          [style.borderTopLeftRadius, box.left, box.top, frame.left, frame.top, 1, 1],
          [style.borderTopRightRadius, box.right, box.top, frame.right, frame.top, -1, 1],
          [style.borderBottomLeftRadius, box.left, box.bottom, frame.left, frame.bottom, 1, -1],
          [style.borderBottomRightRadius, box.right, box.bottom, frame.right, frame.bottom, -1, -1],
        ] as const
        for (const [radiusText, x, y, cornerX, cornerY, towardX, towardY] of corners) {
          const radius = Math.min(Number.parseFloat(radiusText) || 0, frame.width / 2, frame.height / 2)
          const centreX = cornerX + towardX * radius
          const centreY = cornerY + towardY * radius
          const inCornerSquare = (x - centreX) * towardX < 0 && (y - centreY) * towardY < 0
          // A part flush with both edges of a corner (a tile's link, a band across the top) is
          // rounded there by the card itself, on purpose.
          const flush = Math.abs(x - cornerX) <= TOLERANCE && Math.abs(y - cornerY) <= TOLERANCE
          if (radius > 0 && inCornerSquare && !flush && beyondArc(x, y, centreX, centreY, radius))
            return 'overflows its corner'
        }
        return undefined
      }

      const problems: string[] = []
      for (const card of document.querySelectorAll(cardSelector)) {
        for (const part of card.querySelectorAll(parts)) {
          // Hidden parts are not on screen; visually hidden ones (.sr-only) are 1 px boxes, left out by their size.
          if (getComputedStyle(part).visibility === 'hidden') continue
          const box = shownBox(part, card)
          const problem = box && outside(box, card)
          if (problem) problems.push(`${describe(part)} ${problem} (${describe(card)})`)
        }
      }
      return problems
    },
    { cardSelector, parts: PARTS },
  )
}
