import { Link } from 'react-router'
import { PageLoading } from '../../components/PageLoading'
import { PendingButton } from '../../components/PendingButton'
import { ScreenLayout } from '../../components/ScreenLayout'
import { BackToPlansNotice } from './BackToPlansNotice'
import { useBillingStatus, usePlans, useSetSandboxCancellation } from './api'
import { formatDay } from '@domain/dates'
import { formatPrice } from './format'
import { SandboxBanner } from './SandboxBanner'

/** /profile/manage: the sandbox's stand-in for Stripe's Customer Portal. */
export function SandboxManagePage() {
  const status = useBillingStatus()
  const plans = usePlans()
  const cancellation = useSetSandboxCancellation()

  if (!status.data) return <PageLoading />
  const { subscription, canManage, provider } = status.data
  const periodEnd = subscription?.currentPeriodEnd ? formatDay(subscription.currentPeriodEnd) : undefined
  const price = plans.data ? `${formatPrice(plans.data.pro.price)} / month` : ''

  return (
    <ScreenLayout title="Manage subscription" showBackToHome>
      <SandboxBanner>
        This is the sandbox’s subscription page: nothing is charged or refunded. With Stripe configured, Manage
        Subscription opens Stripe’s customer portal.
      </SandboxBanner>
      {provider !== 'sandbox' || !canManage || !subscription ? (
        <BackToPlansNotice>You have no subscription to manage.</BackToPlansNotice>
      ) : (
        <section aria-labelledby="subscription-heading" className="card bg-base-100 border-base-300 border shadow-sm">
          <div className="flex flex-col gap-4 p-6 sm:p-8">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="subscription-heading" className="text-2xl font-bold">
                Tessera Pro
              </h2>
              <span className={`badge ${subscription.cancelAtPeriodEnd ? 'badge-neutral' : 'badge-primary'}`}>
                {subscription.cancelAtPeriodEnd ? 'Canceled' : 'Active'}
              </span>
            </div>
            {price ? <p className="text-base-content/70">{price}</p> : null}
            <p role="status" className="font-semibold">
              {subscription.cancelAtPeriodEnd
                ? `Pro until ${periodEnd}. After that your plan changes to Free.`
                : `Renews on ${periodEnd}.`}
            </p>
            <div className="flex flex-wrap gap-2">
              {subscription.cancelAtPeriodEnd ? (
                <PendingButton
                  pending={cancellation.isPending}
                  className="btn-primary"
                  data-analytics-event="sandbox_resume_subscription"
                  onClick={() => cancellation.mutate(false)}
                >
                  Keep my subscription
                </PendingButton>
              ) : (
                <PendingButton
                  pending={cancellation.isPending}
                  className="btn-error btn-outline"
                  data-analytics-event="sandbox_cancel_subscription"
                  onClick={() => cancellation.mutate(true)}
                >
                  Cancel subscription
                </PendingButton>
              )}
              <Link to="/profile" className="btn btn-ghost">
                Back to plans
              </Link>
            </div>
            {subscription.cancelAtPeriodEnd ? null : (
              <p className="text-base-content/70 text-sm">
                Cancelling takes effect at the end of the paid month ({periodEnd}); you keep Pro until then.
              </p>
            )}
          </div>
        </section>
      )}
    </ScreenLayout>
  )
}
