import { Trans, useLingui } from '@lingui/react'
import { PLANNED_FEATURES } from '@domain/feedback'
import { localText } from '../../lib/texts'
import { ScreenLayout } from '../../components/ScreenLayout'
import { useFeedbackConfig } from './api'
import { FeedbackForm } from './FeedbackForm'

export function FeedbackPage() {
  const { i18n } = useLingui()
  const { data: config } = useFeedbackConfig()
  const boardUrl = config?.feedbackUrl

  return (
    <ScreenLayout
      title={i18n._({ id: 'feedback.feedback', message: 'Feedback' })}
      description={i18n._({
        id: 'feedback.tesseraKeepsGrowingHereIsWhat',
        message: 'Tessera keeps growing. Here is what we are building next, and how to tell us what you need.',
      })}
      showBackToHome
    >
      <div className="grid gap-6 md:grid-cols-2">
        <section
          aria-labelledby="features-heading"
          className={`card bg-base-100 shadow-sm ${boardUrl ? '' : 'md:col-span-2'}`}
        >
          <div className="card-body gap-4">
            <h2 id="features-heading" className="card-title">
              <Trans id="feedback.features" message="Features" />
            </h2>
            <ul className="flex flex-col gap-3">
              {PLANNED_FEATURES.map(({ name, status }) => (
                <li key={name} className="flex items-center justify-between gap-3">
                  <span className="flex items-center gap-3">
                    <span
                      className={`${status === 'done' ? 'bg-success' : 'bg-primary'} size-2 shrink-0 rounded-full`}
                      aria-hidden="true"
                    />
                    {localText(name)}
                  </span>
                  {status === 'done' ? (
                    <span className="badge badge-success badge-sm shrink-0">
                      <Trans id="feedback.done" message="Done" />
                    </span>
                  ) : (
                    <span className="badge badge-soft badge-primary badge-sm shrink-0">
                      <Trans id="feedback.inProgress" message="In progress" />
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </div>
        </section>

        {boardUrl ? (
          <section aria-labelledby="board-heading" className="card bg-base-100 shadow-sm">
            <div className="card-body gap-3">
              <h2 id="board-heading" className="card-title">
                <Trans id="feedback.requestAFeature" message="Request a feature" />
              </h2>
              <p className="text-base-content/70">
                <Trans
                  id="feedback.suggestAnIdeaOrVoteFor"
                  message="Suggest an idea or vote for the ones you want most on our feature-request board."
                />
              </p>
              <div className="card-actions mt-auto">
                <a className="btn btn-outline" href={boardUrl} target="_blank" rel="noopener noreferrer">
                  <Trans
                    id="feedback.openTheFeatureRequestBoardOpens"
                    message="Open the feature-request board<0> (opens in a new tab)</0><1>↗</1>"
                    components={{ 0: <span className="sr-only" />, 1: <span aria-hidden="true" /> }}
                  />
                </a>
              </div>
            </div>
          </section>
        ) : null}

        <section aria-labelledby="send-feedback-heading" className="card bg-base-100 shadow-sm md:col-span-2">
          <div className="card-body gap-4">
            <div className="flex flex-col gap-1">
              <h2 id="send-feedback-heading" className="card-title">
                <Trans id="feedback.sendUsFeedback" message="Send us feedback" />
              </h2>
              <p className="text-base-content/70">
                <Trans
                  id="feedback.foundABugOrMissingSomething"
                  message="Found a bug or missing something? A few words help a lot."
                />
              </p>
            </div>
            <FeedbackForm />
          </div>
        </section>
      </div>
    </ScreenLayout>
  )
}
