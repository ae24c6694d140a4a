import { useLingui } from '@lingui/react'
import { madeAndHostedIn, type Operator } from '../operator.js'
import { LanguageLinks } from '../LanguageLinks.js'
import { Logo } from './Logo.js'

export function SiteFooter({ signedIn, operator }: { signedIn: boolean; operator: Operator }) {
  const { i18n } = useLingui()
  return (
    <footer className="site-footer">
      <div className="container site-footer-grid">
        <div className="site-footer-brand">
          <Logo />
          <p>
            {i18n._({
              id: 'site.footer.tagline',
              message: 'One link for everything you are: links, photos, text and a message box, built from tiles.',
            })}
          </p>
        </div>
        <nav aria-labelledby="footer-product" className="site-footer-links">
          <h2 id="footer-product">{i18n._({ id: 'site.footer.product', message: 'Product' })}</h2>
          <ul>
            <li>
              <a href="/#features">{i18n._({ id: 'site.features', message: 'Features' })}</a>
            </li>
            <li>
              <a href="/#pricing">{i18n._({ id: 'site.pricing', message: 'Pricing' })}</a>
            </li>
            <li>
              <a href="/#faq">{i18n._({ id: 'site.faq', message: 'FAQ' })}</a>
            </li>
            <li>
              {signedIn ? (
                <a href="/home">{i18n._({ id: 'site.footer.dashboard', message: 'Dashboard' })}</a>
              ) : (
                <a href="/register">{i18n._({ id: 'site.footer.createPage', message: 'Create your page' })}</a>
              )}
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal" className="site-footer-links">
          <h2 id="footer-legal">{i18n._({ id: 'site.footer.legal', message: 'Legal' })}</h2>
          <ul>
            <li>
              <a href="/privacy-policy">{i18n._({ id: 'site.privacyPolicy', message: 'Privacy policy' })}</a>
            </li>
            <li>
              <a href="/terms-of-service">{i18n._({ id: 'site.termsOfService', message: 'Terms of service' })}</a>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-language" className="site-footer-links">
          <h2 id="footer-language">{i18n._({ id: 'site.footer.language', message: 'Language' })}</h2>
          <LanguageLinks />
        </nav>
      </div>
      <div className="container site-footer-note">
        <p>
          {i18n._({
            id: 'site.footer.copyright',
            message: '© {year} Tessera. {madeIn}',
            values: { year: new Date().getFullYear(), madeIn: madeAndHostedIn(operator, i18n) },
          })}
        </p>
      </div>
    </footer>
  )
}
