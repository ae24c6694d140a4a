import { Link } from 'react-router'

/** The logo links to the landing page, which the server renders, so it is a full page load. */
export function TesseraLogo() {
  return (
    <Link to="/" reloadDocument className="inline-flex items-center gap-2 text-lg font-bold tracking-tight">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#0f172a" />
        <rect x="6" y="6" width="9" height="9" rx="2" fill="#38bdf8" />
        <rect x="17" y="6" width="9" height="20" rx="2" fill="#2563eb" />
        <rect x="6" y="17" width="9" height="9" rx="2" fill="#06b6d4" />
      </svg>
      Tessera
    </Link>
  )
}
