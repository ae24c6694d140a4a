import { TesseraMark } from '../TesseraMark.js'

/** The Tessera mark (the favicon's tiles) and name, linking home. */
export function Logo() {
  return (
    <a className="logo" href="/">
      <TesseraMark width="32" height="32" aria-hidden="true" focusable="false" />
      Tessera
    </a>
  )
}
