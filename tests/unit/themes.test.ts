import daisyThemes from 'daisyui/theme/object'
import { describe, expect, it } from 'vitest'
import { DAISYUI_THEMES } from '@domain/daisyui-themes.js'
import { THEMES, themeByName } from '@domain/themes.js'
import { daisyThemeColors } from '../../scripts/lib/daisyui-themes.js'

describe('page themes from daisyUI', () => {
  it('are generated from the installed daisyUI (run scripts/generate-themes.ts after an upgrade)', () => {
    expect(DAISYUI_THEMES).toEqual(daisyThemeColors(daisyThemes))
  })

  it('offer every one of daisyUI’s 35 themes once', () => {
    expect(THEMES).toHaveLength(35)
    expect(new Set(THEMES.map((theme) => theme.name))).toEqual(new Set(Object.keys(daisyThemes)))
  })

  it('take their colours from daisyUI', () => {
    for (const name of ['light', 'cupcake', 'synthwave', 'luxury', 'nord']) {
      const daisy = daisyThemes[name as keyof typeof daisyThemes]!
      expect(themeByName(name).colors, name).toEqual({
        page: daisy['--color-base-200'],
        surface: daisy['--color-base-100'],
        text: daisy['--color-base-content'],
        accent: daisy['--color-primary'],
        accentText: daisy['--color-primary-content'],
      })
      expect(themeByName(name).colorScheme).toBe(daisy['color-scheme'])
    }
  })

  it('replace the accent text where daisyUI’s falls short of WCAG AA', () => {
    expect(themeByName('dark').colors.accentText).toBe('oklch(100% 0 0)')
    expect(themeByName('winter').colors.accentText).toBe('oklch(100% 0 0)')
    expect(themeByName('corporate').colors.accentText).toBe('oklch(0% 0 0)')
    expect(themeByName('dark').colors.accent).toBe(daisyThemes.dark['--color-primary'])
  })

  it('scale daisyUI’s box radius up to a tile, square themes staying square', () => {
    expect(themeByName('black').tileRadius).toBe('0')
    expect(themeByName('cyberpunk').tileRadius).toBe('0')
    expect(themeByName('light').tileRadius).toBe('1.25rem')
    expect(themeByName('cupcake').tileRadius).toBe('1.5rem')
    expect(themeByName('corporate').tileRadius).toBe('.75rem')
  })
})
