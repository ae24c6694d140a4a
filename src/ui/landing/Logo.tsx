/** The Tessera mark (the favicon's tiles) and name, linking home. */
export function Logo() {
  return (
    <a className="logo" href="/">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#0f172a" />
        <rect x="6" y="6" width="9" height="9" rx="2" fill="#38bdf8" />
        <rect x="17" y="6" width="9" height="20" rx="2" fill="#2563eb" />
        <rect x="6" y="17" width="9" height="9" rx="2" fill="#06b6d4" />
      </svg>
      Tessera
    </a>
  )
}
