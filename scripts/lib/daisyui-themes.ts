import type daisyThemes from 'daisyui/theme/object'
import type { DaisyThemeColors } from '@domain/daisyui-themes.js'

/** The daisyUI variables a page theme is made of, for every daisyUI theme, by name. */
export function daisyThemeColors(themes: typeof daisyThemes): Record<string, DaisyThemeColors> {
  return Object.fromEntries(
    Object.entries(themes)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, theme]) => [
        name,
        {
          colorScheme: theme['color-scheme'] === 'dark' ? 'dark' : 'light',
          base100: theme['--color-base-100'],
          base200: theme['--color-base-200'],
          baseContent: theme['--color-base-content'],
          primary: theme['--color-primary'],
          primaryContent: theme['--color-primary-content'],
          radiusBox: theme['--radius-box'],
        },
      ]),
  )
}
