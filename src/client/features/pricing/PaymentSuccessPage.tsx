import { Trans, useLingui } from '@lingui/react'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { ScreenLayout } from '../../components/ScreenLayout'
import { useGrids } from '../../lib/grids'
import { ME_QUERY_KEY } from '../../lib/session'
import { useBillingStatus } from './api'
import { formatDay } from '../../lib/format'

/** The payment provider confirms to the server by webhook, usually within seconds of the redirect. */
const CONFIRMATION_WAIT_MS = 15_000
const POLL_MS = 1_000

export function PaymentSuccessPage() {
  const { i18n } = useLingui()
  const [waiting, setWaiting] = useState(true)
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    const timer = setTimeout(() => setWaiting(false), CONFIRMATION_WAIT_MS)
    return () => clearTimeout(timer)
  }, [attempt])

  const status = useBillingStatus((data) => (data?.plan === 'pro' || !waiting ? false : POLL_MS))
  const isPro = status.data?.plan === 'pro'
  // Only said when true for this user: a first-time buyer has nothing switched off.
  const inactiveGrids = useGrids().data?.filter((grid) => !grid.active).length ?? 0
  const queryClient = useQueryClient()
  useEffect(() => {
    // The dashboard's plan badge and the plan rules read `me`.
    if (isPro) void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY, exact: true })
  }, [isPro, queryClient])

  if (isPro) {
    const periodEnd = status.data?.subscription?.currentPeriodEnd
    return (
      <ScreenLayout
        title={i18n._({ id: 'pricing.youReOnPro', message: 'You’re on Pro' })}
        description={i18n._({
          id: 'pricing.thankYouYourPaymentWentThrough',
          message: 'Thank you! Your payment went through and Pro is active.',
        })}
      >
        <div className="card bg-base-100 border-base-300 border shadow-sm">
          <div className="flex flex-col gap-4 p-6 sm:p-8" role="status">
            <p className="flex items-center gap-3 text-lg font-semibold">
              <Trans
                id="pricing.proUpTo6TesserasEvery"
                message="<0>Pro</0>Up to 6 Tesseras, every component, customization and no Tessera logo."
                components={{ 0: <span className="badge badge-primary" /> }}
              />
            </p>
            {periodEnd ? (
              <p className="text-base-content/70">
                <Trans
                  id="pricing.yourSubscriptionRenewsOn"
                  message="Your subscription renews on {periodEnd}."
                  values={{ periodEnd: formatDay(periodEnd) }}
                />
              </p>
            ) : null}
            {inactiveGrids > 0 ? (
              <p className="text-base-content/70">
                <Trans
                  id="pricing.inactiveGrids"
                  message="{inactiveGrids, plural, one {One of your Tesseras is still not active: switch it on from your dashboard.} other {# of your Tesseras are still not active: switch them on from your dashboard.}}"
                  values={{ inactiveGrids }}
                />
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Link to="/home" className="btn btn-primary">
                <Trans id="common.goToYourDashboard" message="Go to your dashboard" />
              </Link>
              <Link to="/profile" className="btn btn-ghost">
                <Trans id="pricing.seeYourPlan" message="See your plan" />
              </Link>
            </div>
          </div>
        </div>
      </ScreenLayout>
    )
  }

  if (waiting) {
    return (
      <ScreenLayout
        title={i18n._({ id: 'pricing.confirmingYourPayment', message: 'Confirming your payment' })}
        description={i18n._({
          id: 'pricing.thisTakesAFewSecondsPlease',
          message: 'This takes a few seconds. Please keep this page open.',
        })}
      >
        <div className="card bg-base-100 border-base-300 border shadow-sm">
          <div className="flex items-center gap-4 p-6 sm:p-8" role="status">
            <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
            <p>
              <Trans
                id="pricing.waitingForThePaymentProviderTo"
                message="Waiting for the payment provider to confirm your subscription…"
              />
            </p>
          </div>
        </div>
      </ScreenLayout>
    )
  }

  return (
    <ScreenLayout
      title={i18n._({ id: 'pricing.yourPaymentIsStillProcessing', message: 'Your payment is still processing' })}
      description={i18n._({
        id: 'pricing.weHaveNotReceivedTheConfirmation',
        message: 'We have not received the confirmation yet. It can take a minute.',
      })}
    >
      <div className="card bg-base-100 border-base-300 border shadow-sm">
        <div className="flex flex-col gap-4 p-6 sm:p-8" role="status">
          <p>
            <Trans
              id="pricing.yourAccountSwitchesToProAs"
              message="Your account switches to Pro as soon as the confirmation arrives; you do not need to pay again. If it does not within a few minutes, contact us from the feedback page."
            />
          </p>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => {
                setWaiting(true)
                setAttempt((count) => count + 1)
                void status.refetch()
              }}
            >
              <Trans id="pricing.checkAgain" message="Check again" />
            </button>
            <Link to="/home" className="btn btn-ghost">
              <Trans id="common.goToYourDashboard" message="Go to your dashboard" />
            </Link>
          </div>
        </div>
      </div>
    </ScreenLayout>
  )
}
