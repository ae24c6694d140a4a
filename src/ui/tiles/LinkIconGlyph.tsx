import type { LinkIcon } from '../../domain/link-icons.js'

/** A link icon drawn in the tile's text colour; decorative, the link's text names it. */
export function LinkIconGlyph({ icon }: { icon: LinkIcon }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true">
      <path d={icon.path} />
    </svg>
  )
}
