import type { ReactNode } from 'react'
import type { Theme } from '@domain/themes.js'
import { pictureFontFamily } from './picture-task.js'

/** A picture's whole canvas in the grid's look (its page colour, text colour and font), the content centred. */
export function PictureCanvas({
  theme,
  fontId,
  gap,
  children,
}: {
  theme: Theme
  fontId?: number
  gap?: number
  children: ReactNode
}) {
  return (
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        alignItems: 'center',
        justifyContent: 'center',
        ...(gap === undefined ? {} : { gap }),
        background: theme.colors.page,
        color: theme.colors.text,
        fontFamily: pictureFontFamily(fontId),
      }}
    >
      {children}
    </div>
  )
}

/** The short bar in the theme's accent colour that marks a picture's text. */
export function AccentBar({ theme }: { theme: Theme }) {
  return <div style={{ display: 'flex', width: 72, height: 10, borderRadius: 5, background: theme.colors.accent }} />
}
