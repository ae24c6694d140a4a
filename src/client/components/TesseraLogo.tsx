import { Link } from 'react-router'
import { TesseraMark } from '@ui/TesseraMark'

/** The logo links to the landing page, which the server renders, so it is a full page load. */
export function TesseraLogo() {
  return (
    <Link to="/" reloadDocument className="inline-flex items-center gap-2 text-lg font-bold tracking-tight">
      <TesseraMark className="size-8" aria-hidden="true" />
      Tessera
    </Link>
  )
}
