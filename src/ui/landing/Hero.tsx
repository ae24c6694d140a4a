import { Trans, useLingui } from '@lingui/react'
import { ClaimForm } from './ClaimForm.js'
import { ExampleColumns } from './ExampleColumns.js'
import { Icon } from '../icons.js'
import type { LandingImage } from './images.js'
import { PhoneCarousel } from './PhoneCarousel.js'
import { WorldButton } from './WorldButton.js'

interface HeroProps {
  signedIn: boolean
  slides: readonly LandingImage[]
  examples: readonly LandingImage[]
}

export function Hero({ signedIn, slides, examples }: HeroProps) {
  const { i18n } = useLingui()
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-grid">
        <div className="hero-copy">
          <p className="eyebrow">{i18n._({ id: 'landing.hero.eyebrow', message: 'Link in bio, built from tiles' })}</p>
          <h1 id="hero-title">
            <Trans
              id="landing.hero.headline"
              message="<0>Your whole world,</0> <1>in one link.</1>"
              components={{ 0: <span className="headline-start" />, 1: <span className="accent-text" /> }}
            />
          </h1>
          <p className="lead">
            {i18n._({
              id: 'landing.hero.lead',
              message:
                'Put your links, photos and contact details on one beautiful page and share it in your bio. With Pro, add a message box and let people write to you, by name or anonymously.',
            })}
          </p>
          {signedIn ? (
            <p className="hero-actions">
              <a className="button button-blue button-large" href="/home">
                {i18n._({ id: 'site.goToDashboard', message: 'Go to dashboard' })}
                <Icon name="arrowRight" className="arrow" />
              </a>
            </p>
          ) : (
            <ClaimForm id="hero-claim" />
          )}
          <ul className="hero-points">
            <li>
              <Icon name="check" className="check" />{' '}
              {i18n._({ id: 'landing.hero.freePlan', message: 'Free plan for one page, no card needed' })}
            </li>
            <li>
              <Icon name="check" className="check" />{' '}
              {i18n._({ id: 'landing.hero.phones', message: 'Looks right on every phone' })}
            </li>
            <li>
              <Icon name="check" className="check" /> {i18n._({ id: 'landing.hero.themes', message: 'Over 15 themes' })}
            </li>
          </ul>
        </div>
        <div className="hero-stage">
          <div className="phone-wrap">
            <WorldButton />
            <PhoneCarousel slides={slides} />
          </div>
          <ExampleColumns pages={examples} />
        </div>
      </div>
    </section>
  )
}
