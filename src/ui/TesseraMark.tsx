import type { SVGProps } from 'react'

/** The Tessera mark, the favicon's tiles; size and accessibility attributes come from the caller. */
export function TesseraMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 32 32" {...props}>
      <rect width="32" height="32" rx="8" fill="#0f172a" />
      <rect x="6" y="6" width="9" height="9" rx="2" fill="#38bdf8" />
      <rect x="17" y="6" width="9" height="20" rx="2" fill="#2563eb" />
      <rect x="6" y="17" width="9" height="9" rx="2" fill="#06b6d4" />
    </svg>
  )
}
