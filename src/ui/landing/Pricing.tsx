import { Icon } from '../icons.js'
import { formatUsd, PLAN_FEATURES, type LandingPrices } from './prices.js'

interface PricingProps {
  signedIn: boolean
  prices: LandingPrices
}

export function Pricing({ signedIn, prices }: PricingProps) {
  const plans = [
    {
      id: 'free',
      name: 'Free',
      price: prices.free,
      blurb: 'Everything you need for one great page.',
      features: PLAN_FEATURES.free,
      action: signedIn ? { label: 'Go to dashboard', href: '/home' } : { label: 'Start for free', href: '/register' },
    },
    {
      id: 'pro',
      name: 'Pro',
      price: prices.pro,
      blurb: 'For creators with more to show and to say.',
      features: PLAN_FEATURES.pro,
      action: signedIn ? { label: 'Upgrade to Pro', href: '/profile' } : { label: 'Get Pro', href: '/register' },
    },
  ]
  return (
    <section id="pricing" className="section" aria-labelledby="pricing-title">
      <div className="container">
        <div className="section-head">
          <p className="eyebrow">Pricing</p>
          <h2 id="pricing-title">Simple pricing, cancel any time</h2>
          <p className="section-lead">Start free. Upgrade when you want more pages and every component.</p>
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
                  {plan.id === 'pro' ? <span className="badge">Most popular</span> : null}
                </h3>
                <p className="plan-blurb">{plan.blurb}</p>
                <p className="price">
                  <span className="price-amount">{formatUsd(plan.price)}</span>
                  <span className="price-period">per month</span>
                </p>
              </header>
              <ul className="plan-features">
                {plan.features.map((feature) => (
                  <li key={feature}>
                    <Icon name="check" className="check" />
                    {feature}
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
        <p className="plans-note">Prices in US dollars. Billed monthly by card (Visa or Mastercard).</p>
      </div>
    </section>
  )
}
