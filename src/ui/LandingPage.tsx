import { Document } from './Document.js'
import { ClaimForm } from './landing/ClaimForm.js'
import { DemoWalkthrough } from './landing/DemoWalkthrough.js'
import { Faq } from './landing/Faq.js'
import { Features } from './landing/Features.js'
import { Icon } from './icons.js'
import { Hero } from './landing/Hero.js'
import { Pricing } from './landing/Pricing.js'
import type { Operator } from './operator.js'
import { landingPrices, type LandingPrices } from './landing/prices.js'
import { DEMO_FRAMES, EXAMPLE_PAGES, PHONE_SLIDES } from './landing/screenshots.js'
import SITE_CSS from './landing/site.css?inline'
import { SITE_FONT_CSS, SiteFontPreload } from './landing/SiteFont.js'
import { SiteFooter } from './landing/SiteFooter.js'
import { SiteHeader } from './landing/SiteHeader.js'
import { LANDING_CSS } from './landing/stylesheet.js'

interface LandingPageProps {
  /** A signed-in visitor gets "Go to dashboard" instead of the sign-up calls to action. */
  signedIn: boolean
  /** Who runs the site: their address is the FAQ's "how to contact us", their country the footer's. */
  operator: Operator
  prices?: LandingPrices
  /** The deferred enhancement script (carousel, walk-through, globe), when it is built. */
  scriptUrl?: string
}

/**
 * The landing page at `/`: a server-rendered document with inline CSS and one small deferred
 * script (carousel, walk-through autoplay, the globe). Everything else works without JavaScript.
 */
export function LandingPage({ signedIn, operator, prices = landingPrices(), scriptUrl }: LandingPageProps) {
  return (
    <Document
      title="Tessera · Your whole world in one link"
      description="Build a link-in-bio page from tiles: links, photos and text, and with Pro a message box where people can write to you, by name or anonymously. Free plan; Pro $3.99 a month."
      css={SITE_FONT_CSS + SITE_CSS + LANDING_CSS}
    >
      <SiteFontPreload />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <SiteHeader signedIn={signedIn} />
      <main id="main">
        <Hero signedIn={signedIn} slides={PHONE_SLIDES} examples={EXAMPLE_PAGES} />
        <Features />
        <DemoWalkthrough frames={DEMO_FRAMES} />
        <Pricing signedIn={signedIn} prices={prices} />
        <Faq contactEmail={operator.email} />
        <section className="cta" aria-labelledby="cta-title">
          <div className="container">
            <div className="cta-card">
              <h2 id="cta-title">{signedIn ? 'Your pages are waiting' : 'Ready to claim your page?'}</h2>
              <p>
                {signedIn
                  ? 'Edit your tiles, read your messages or try a new theme.'
                  : 'It takes a minute and it is free. Pick your name and start adding tiles.'}
              </p>
              {signedIn ? (
                <a className="button button-blue button-large" href="/home">
                  Go to dashboard
                  <Icon name="arrowRight" className="arrow" />
                </a>
              ) : (
                <ClaimForm id="cta-claim" label="Create your page" />
              )}
            </div>
          </div>
        </section>
      </main>
      <SiteFooter signedIn={signedIn} operator={operator} />
      {scriptUrl ? <script src={scriptUrl} defer /> : null}
    </Document>
  )
}
