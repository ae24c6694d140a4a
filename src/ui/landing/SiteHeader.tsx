import { useLingui } from '@lingui/react'
import { Logo } from './Logo.js'

interface SiteHeaderProps {
  signedIn: boolean
  /** In-page links to the landing's sections (absolute, so they work from the legal pages too). */
  sectionLinks?: boolean
}

export function SiteHeader({ signedIn, sectionLinks = true }: SiteHeaderProps) {
  const { i18n } = useLingui()
  return (
    <header className="site-header">
      <div className="container site-header-row">
        <Logo />
        <nav aria-label={i18n._({ id: 'site.header.nav', message: 'Main' })} className="site-nav">
          {sectionLinks ? (
            <ul className="site-sections">
              <li>
                <a href="/#features">{i18n._({ id: 'site.features', message: 'Features' })}</a>
              </li>
              <li>
                <a href="/#demo">{i18n._({ id: 'site.howItWorks', message: 'How it works' })}</a>
              </li>
              <li>
                <a href="/#pricing">{i18n._({ id: 'site.pricing', message: 'Pricing' })}</a>
              </li>
              <li>
                <a href="/#faq">{i18n._({ id: 'site.faq', message: 'FAQ' })}</a>
              </li>
            </ul>
          ) : null}
          {signedIn ? (
            <a className="button button-primary" href="/home">
              {i18n._({ id: 'site.goToDashboard', message: 'Go to dashboard' })}
            </a>
          ) : (
            <>
              <a className="button button-ghost" href="/login">
                {i18n._({ id: 'site.signIn', message: 'Sign in' })}
              </a>
              <a className="button button-primary sign-up-link" href="/register">
                {i18n._({ id: 'site.getStarted', message: 'Get started' })}
              </a>
            </>
          )}
        </nav>
      </div>
    </header>
  )
}
