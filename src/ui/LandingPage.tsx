import { useLingui } from '@lingui/react'
import { isLocale } from '@domain/locales.js'
import { Document } from './Document.js'
import { ClaimForm } from './landing/ClaimForm.js'
import { DemoWalkthrough } from './landing/DemoWalkthrough.js'
import { Faq } from './landing/Faq.js'
import { Features } from './landing/Features.js'
import { Icon } from './icons.js'
import { Hero } from './landing/Hero.js'
import { Pricing } from './landing/Pricing.js'
import type { Operator } from './operator.js'
import { formatUsd, landingPrices, type LandingPrices } from './landing/prices.js'
import { DEMO_FRAMES, EXAMPLE_PAGES, PHONE_SLIDES } from './landing/screenshots.js'
import SITE_CSS from './landing/site.css?inline'
import { SITE_FONT_CSS, SiteFontPreload } from './landing/SiteFont.js'
import { SiteFooter } from './landing/SiteFooter.js'
import { SiteHeader } from './landing/SiteHeader.js'
import { SkipLink } from './landing/SkipLink.js'
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
  const { i18n } = useLingui()
  return (
    <Document
      title={i18n._({ id: 'landing.title', message: 'Tessera · Your whole world in one link' })}
      description={i18n._({
        id: 'landing.description',
        message:
          'Build a link-in-bio page from tiles: links, photos and text, and with Pro a message box where people can write to you, by name or anonymously. Free plan; Pro {price} a month.',
        values: { price: formatUsd(prices.pro, i18n.locale) },
      })}
      css={SITE_FONT_CSS + SITE_CSS + LANDING_CSS}
    >
      <SiteFontPreload />
      <SkipLink />
      <SiteHeader signedIn={signedIn} />
      <main id="main">
        <Hero signedIn={signedIn} slides={PHONE_SLIDES} examples={EXAMPLE_PAGES} />
        <Features />
        <DemoWalkthrough frames={DEMO_FRAMES[isLocale(i18n.locale) ? i18n.locale : 'en']} />
        <Pricing signedIn={signedIn} prices={prices} />
        <Faq contactEmail={operator.email} />
        <section className="cta" aria-labelledby="cta-title">
          <div className="container">
            <div className="cta-card">
              <h2 id="cta-title">
                {signedIn
                  ? i18n._({ id: 'landing.cta.signedInTitle', message: 'Your pages are waiting' })
                  : i18n._({ id: 'landing.cta.title', message: 'Ready to claim your page?' })}
              </h2>
              <p>
                {signedIn
                  ? i18n._({
                      id: 'landing.cta.signedInText',
                      message: 'Edit your tiles, read your messages or try a new theme.',
                    })
                  : i18n._({
                      id: 'landing.cta.text',
                      message: 'It takes a minute and it is free. Pick your name and start adding tiles.',
                    })}
              </p>
              {signedIn ? (
                <a className="button button-blue button-large" href="/home">
                  {i18n._({ id: 'site.goToDashboard', message: 'Go to dashboard' })}
                  <Icon name="arrowRight" className="arrow" />
                </a>
              ) : (
                <ClaimForm id="cta-claim" label={i18n._({ id: 'landing.cta.button', message: 'Create your page' })} />
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
