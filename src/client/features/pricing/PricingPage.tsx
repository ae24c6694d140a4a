import { ScreenLayout } from '../../components/ScreenLayout'

interface Plan {
  name: string
  monthlyPrice: string
  summary: string
  features: string[]
  highlighted: boolean
}

const PLANS: Plan[] = [
  {
    name: 'Free',
    monthlyPrice: '$0',
    summary: 'Everything you need for one page.',
    features: ['1 Tessera', 'Basic components'],
    highlighted: false,
  },
  {
    name: 'Pro',
    monthlyPrice: '$3.99',
    summary: 'For creators who want more pages and every tile.',
    features: [
      '6 Tesseras',
      'All components including message box and links grid',
      'Customization',
      'No Tessera logo',
      'Access to all future features',
    ],
    highlighted: true,
  },
]

export function PricingPage() {
  return (
    <ScreenLayout title="Plans" description="Start free, upgrade when you want more. Cancel anytime." showBackToHome>
      <div className="grid gap-6 md:grid-cols-2">
        {PLANS.map((plan) => (
          <PlanCard key={plan.name} plan={plan} />
        ))}
      </div>
    </ScreenLayout>
  )
}

function PlanCard({ plan }: { plan: Plan }) {
  const headingId = `plan-${plan.name.toLowerCase()}`
  return (
    <section
      aria-labelledby={headingId}
      className={`card bg-base-100 shadow-sm ${plan.highlighted ? 'border-primary border-2' : 'border-base-300 border'}`}
    >
      {/* Not card-body: its paragraphs grow to fill the stretched card and push the price around. */}
      <div className="flex flex-col gap-5 p-6 sm:p-8">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-2xl font-bold">
            {plan.name}
          </h2>
          <p className="text-base-content/70">{plan.summary}</p>
        </div>
        <p>
          <span className="text-4xl font-bold tracking-tight">{plan.monthlyPrice}</span>
          <span className="text-base-content/70"> / month</span>
        </p>
        <ul className="flex flex-col gap-2">
          {plan.features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <svg
                viewBox="0 0 20 20"
                fill="currentColor"
                className="text-primary mt-0.5 size-5 shrink-0"
                aria-hidden="true"
              >
                <path
                  fillRule="evenodd"
                  d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
                  clipRule="evenodd"
                />
              </svg>
              {feature}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
