import { useLingui } from '@lingui/react'
import { PLAN_FEATURES } from '@domain/plans.js'
import { Icon } from '../icons.js'
import { formatUsd, type LandingPrices } from './prices.js'

interface PricingProps {
  signedIn: boolean
  prices: LandingPrices
}

export function Pricing({ signedIn, prices }: PricingProps) {
  const { i18n } = useLingui()
  const plans = [
    {
      id: 'free',
      name: 'Free',
      price: prices.free,
      blurb: i18n._({ id: 'landing.pricing.freeBlurb', message: 'Everything you need for one great page.' }),
      features: PLAN_FEATURES.free,
      action: signedIn
        ? { label: i18n._({ id: 'site.goToDashboard', message: 'Go to dashboard' }), href: '/home' }
        : { label: i18n._({ id: 'landing.pricing.startFree', message: 'Start for free' }), href: '/register' },
    },
    {
      id: 'pro',
      name: 'Pro',
      price: prices.pro,
      blurb: i18n._({ id: 'landing.pricing.proBlurb', message: 'For creators with more to show and to say.' }),
      features: PLAN_FEATURES.pro,
      action: signedIn
        ? { label: i18n._({ id: 'landing.pricing.upgrade', message: 'Upgrade to Pro' }), href: '/profile' }
        : { label: i18n._({ id: 'landing.pricing.getPro', message: 'Get Pro' }), href: '/register' },
    },
  ]
  return (
    <section id="pricing" className="section" aria-labelledby="pricing-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">{i18n._({ id: 'site.pricing', message: 'Pricing' })}</p>
          <h2 id="pricing-title">
            {i18n._({ id: 'landing.pricing.title', message: 'Simple pricing, cancel any time' })}
          </h2>
          <p className="section-lead">
            {i18n._({
              id: 'landing.pricing.lead',
              message: 'Start free. Upgrade when you want more pages and every component.',
            })}
          </p>
        </div>
        <div className="plans">
          {plans.map((plan) => (
            <article
              key={plan.id}
              className={`card plan plan-${plan.id}`}
              aria-labelledby={`plan-${plan.id}-name`}
              data-plan={plan.id}
            >
              <header>
                <h3 id={`plan-${plan.id}-name`}>
                  {plan.name}
                  {plan.id === 'pro' ? (
                    <span className="badge">{i18n._({ id: 'landing.pricing.popular', message: 'Most popular' })}</span>
                  ) : null}
                </h3>
                <p className="plan-blurb">{plan.blurb}</p>
                <p className="price">
                  <span className="price-amount">{formatUsd(plan.price, i18n.locale)}</span>
                  <span className="price-period">
                    {i18n._({ id: 'landing.pricing.perMonth', message: 'per month' })}
                  </span>
                </p>
              </header>
              <ul className="plan-features">
                {plan.features.map((feature) => (
                  <li key={feature}>
                    <Icon name="check" className="check" />
                    {i18n._(feature)}
                  </li>
                ))}
              </ul>
              <a
                className={`button ${plan.id === 'pro' ? 'button-blue' : 'button-outline'} plan-action`}
                href={plan.action.href}
              >
                {plan.action.label}
              </a>
            </article>
          ))}
        </div>
        <p className="plans-note">
          {i18n._({
            id: 'landing.pricing.note',
            message: 'Prices in US dollars. Billed monthly by card (Visa or Mastercard).',
          })}
        </p>
      </div>
    </section>
  )
}
