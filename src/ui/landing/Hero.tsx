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
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="container hero-grid">
        <div className="hero-copy">
          <p className="eyebrow">Link in bio, built from tiles</p>
          <h1 id="hero-title">
            <span className="headline-start">Your whole world,</span> <span className="accent-text">in one link.</span>
          </h1>
          <p className="lead">
            Put your links, photos and contact details on one beautiful page and share it in your bio. With Pro, add a
            message box and let people write to you, by name or anonymously.
          </p>
          {signedIn ? (
            <p className="hero-actions">
              <a className="button button-blue button-large" href="/home">
                Go to dashboard
                <Icon name="arrowRight" className="arrow" />
              </a>
            </p>
          ) : (
            <ClaimForm id="hero-claim" />
          )}
          <ul className="hero-points">
            <li>
              <Icon name="check" className="check" /> Free plan for one page, no card needed
            </li>
            <li>
              <Icon name="check" className="check" /> Looks right on every phone
            </li>
            <li>
              <Icon name="check" className="check" /> Over 15 themes
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
