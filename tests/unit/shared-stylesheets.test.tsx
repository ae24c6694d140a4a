import { describe, expect, it } from 'vitest'
import { fontById } from '@domain/fonts.js'
import { themeByName } from '@domain/themes.js'
import { canvasCss } from '@client/features/editor/canvas-styles.js'
import { Document } from '@ui/Document.js'
import { renderDocument } from '@ui/render.js'
import { block } from '@ui/styles/rules.js'
import ELEMENTS_CSS from '@ui/styles/elements.css?inline'
import SR_ONLY_CSS from '@ui/styles/sr-only.css?inline'

const occurrences = (text: string, part: string) => text.split(part).length - 1

describe('the base rules the pages and the editor’s tiles share', () => {
  it('are inlined once in every server-rendered page', () => {
    const page = renderDocument(
      <Document title="Shared">
        <p>Hello</p>
      </Document>,
      'en',
    )
    expect(occurrences(page, SR_ONLY_CSS)).toBe(1)
    expect(occurrences(page, ELEMENTS_CSS)).toBe(1)
  })

  it('apply inside each editor tile from the same files: elements at zero specificity, .sr-only scoped like the tile rules', () => {
    const css = canvasCss(themeByName('light'), fontById(0), 0)
    expect(css).toContain(block(':where(.tessera-canvas .tile)', ELEMENTS_CSS))
    expect(css).toContain(block('.tessera-canvas .tile', SR_ONLY_CSS))
    expect(occurrences(css, 'clip:rect(')).toBe(1)
  })
})
