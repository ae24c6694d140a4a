import { madeAndHostedIn, type Operator } from '../operator.js'
import { Logo } from './Logo.js'

export function SiteFooter({ signedIn, operator }: { signedIn: boolean; operator: Operator }) {
  return (
    <footer className="site-footer">
      <div className="container site-footer-grid">
        <div className="site-footer-brand">
          <Logo />
          <p>One link for everything you are: links, photos, text and a message box, built from tiles.</p>
        </div>
        <nav aria-label="Product" className="site-footer-links">
          <h2>Product</h2>
          <ul>
            <li>
              <a href="/#features">Features</a>
            </li>
            <li>
              <a href="/#pricing">Pricing</a>
            </li>
            <li>
              <a href="/#faq">FAQ</a>
            </li>
            <li>{signedIn ? <a href="/home">Dashboard</a> : <a href="/register">Create your page</a>}</li>
          </ul>
        </nav>
        <nav aria-label="Legal" className="site-footer-links">
          <h2>Legal</h2>
          <ul>
            <li>
              <a href="/privacy-policy">Privacy policy</a>
            </li>
            <li>
              <a href="/terms-of-service">Terms of service</a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container site-footer-note">
        <p>
          © {new Date().getFullYear()} Tessera. {madeAndHostedIn(operator)}
        </p>
      </div>
    </footer>
  )
}
