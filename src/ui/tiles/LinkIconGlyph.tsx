import type { LinkIcon } from '@domain/link-icons.js'

/** A link icon (a brand mark) drawn in the text colour; decorative, the link's text names it. */
export function LinkIconGlyph({ icon, className = 'icon' }: { icon: Pick<LinkIcon, 'path'>; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 24 24" aria-hidden="true">
      <path d={icon.path} />
    </svg>
  )
}
