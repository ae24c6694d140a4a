import { Logo } from './Logo.js'

interface SiteHeaderProps {
  signedIn: boolean
  /** In-page links to the landing's sections (absolute, so they work from the legal pages too). */
  sectionLinks?: boolean
}

export function SiteHeader({ signedIn, sectionLinks = true }: SiteHeaderProps) {
  return (
    <header className="site-header">
      <div className="container site-header-row">
        <Logo />
        <nav aria-label="Main" className="site-nav">
          {sectionLinks ? (
            <ul className="site-sections">
              <li>
                <a href="/#features">Features</a>
              </li>
              <li>
                <a href="/#demo">How it works</a>
              </li>
              <li>
                <a href="/#pricing">Pricing</a>
              </li>
              <li>
                <a href="/#faq">FAQ</a>
              </li>
            </ul>
          ) : null}
          {signedIn ? (
            <a className="button button-primary" href="/home">
              Go to dashboard
            </a>
          ) : (
            <>
              <a className="button button-ghost" href="/login">
                Sign in
              </a>
              <a className="button button-primary sign-up-link" href="/register">
                Get started
              </a>
            </>
          )}
        </nav>
      </div>
    </header>
  )
}
