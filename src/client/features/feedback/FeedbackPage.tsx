import { ScreenLayout } from '../../components/ScreenLayout'

const FEATURES_IN_PROGRESS = ['Stats and analytics', 'Pop-up messages for visitors']

export function FeedbackPage() {
  return (
    <ScreenLayout
      title="Feedback"
      description="Tessera keeps growing. Here is what we are building next."
      showBackToHome
    >
      <section aria-labelledby="in-progress-heading" className="card bg-base-100 shadow-sm">
        <div className="card-body gap-4">
          <h2 id="in-progress-heading" className="card-title">
            Features in progress
          </h2>
          <ul className="flex flex-col gap-3">
            {FEATURES_IN_PROGRESS.map((feature) => (
              <li key={feature} className="flex items-center gap-3">
                <span className="bg-primary size-2 shrink-0 rounded-full" aria-hidden="true" />
                {feature}
              </li>
            ))}
          </ul>
        </div>
      </section>
    </ScreenLayout>
  )
}
