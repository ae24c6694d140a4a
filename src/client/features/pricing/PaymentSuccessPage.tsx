import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { Link } from 'react-router'
import { ScreenLayout } from '../../components/ScreenLayout'
import { useGrids } from '../../lib/grids'
import { ME_QUERY_KEY } from '../../lib/session'
import { useBillingStatus } from './api'
import { formatDay } from '@domain/dates'

/** The payment provider confirms to the server by webhook, usually within seconds of the redirect. */
const CONFIRMATION_WAIT_MS = 15_000
const POLL_MS = 1_000

export function PaymentSuccessPage() {
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
      <ScreenLayout title="You’re on Pro" description="Thank you! Your payment went through and Pro is active.">
        <div className="card bg-base-100 border-base-300 border shadow-sm">
          <div className="flex flex-col gap-4 p-6 sm:p-8" role="status">
            <p className="flex items-center gap-3 text-lg font-semibold">
              <span className="badge badge-primary">Pro</span>
              Up to 6 Tesseras, every component, customization and no Tessera logo.
            </p>
            {periodEnd ? (
              <p className="text-base-content/70">Your subscription renews on {formatDay(periodEnd)}.</p>
            ) : null}
            {inactiveGrids > 0 ? (
              <p className="text-base-content/70">
                {inactiveGrids === 1 ? 'One of your Tesseras is' : `${inactiveGrids} of your Tesseras are`} still not
                active: switch {inactiveGrids === 1 ? 'it' : 'them'} on from your dashboard.
              </p>
            ) : null}
            <div className="flex flex-wrap gap-2">
              <Link to="/home" className="btn btn-primary">
                Go to your dashboard
              </Link>
              <Link to="/profile" className="btn btn-ghost">
                See your plan
              </Link>
            </div>
          </div>
        </div>
      </ScreenLayout>
    )
  }

  if (waiting) {
    return (
      <ScreenLayout title="Confirming your payment" description="This takes a few seconds. Please keep this page open.">
        <div className="card bg-base-100 border-base-300 border shadow-sm">
          <div className="flex items-center gap-4 p-6 sm:p-8" role="status">
            <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
            <p>Waiting for the payment provider to confirm your subscription…</p>
          </div>
        </div>
      </ScreenLayout>
    )
  }

  return (
    <ScreenLayout
      title="Your payment is still processing"
      description="We have not received the confirmation yet. It can take a minute."
    >
      <div className="card bg-base-100 border-base-300 border shadow-sm">
        <div className="flex flex-col gap-4 p-6 sm:p-8" role="status">
          <p>
            Your account switches to Pro as soon as the confirmation arrives; you do not need to pay again. If it does
            not within a few minutes, contact us from the feedback page.
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
              Check again
            </button>
            <Link to="/home" className="btn btn-ghost">
              Go to your dashboard
            </Link>
          </div>
        </div>
      </div>
    </ScreenLayout>
  )
}
