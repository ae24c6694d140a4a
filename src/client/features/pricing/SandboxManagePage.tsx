import { Trans, useLingui } from '@lingui/react'
import { Link } from 'react-router'
import { PageLoading } from '../../components/PageLoading'
import { PendingButton } from '../../components/PendingButton'
import { ScreenLayout } from '../../components/ScreenLayout'
import { BackToPlansNotice } from './BackToPlansNotice'
import { useBillingStatus, usePlans, useSetSandboxCancellation } from './api'
import { formatDay, formatPrice } from '../../lib/format'
import { SandboxBanner } from './SandboxBanner'

/** /profile/manage: the sandbox's stand-in for Stripe's Customer Portal. */
export function SandboxManagePage() {
  const { i18n } = useLingui()
  const status = useBillingStatus()
  const plans = usePlans()
  const cancellation = useSetSandboxCancellation()

  if (!status.data) return <PageLoading />
  const { subscription, canManage, provider } = status.data
  const periodEnd = subscription?.currentPeriodEnd ? formatDay(subscription.currentPeriodEnd) : undefined
  const price = plans.data
    ? i18n._({
        id: 'pricing.pricePerMonth',
        message: '{price} / month',
        values: { price: formatPrice(plans.data.pro.price) },
      })
    : ''

  return (
    <ScreenLayout title={i18n._({ id: 'pricing.manageSubscription', message: 'Manage subscription' })} showBackToHome>
      <SandboxBanner>
        <Trans
          id="pricing.thisIsTheSandboxSSubscription"
          message="This is the sandbox’s subscription page: nothing is charged or refunded. With Stripe configured, Manage Subscription opens Stripe’s customer portal."
        />
      </SandboxBanner>
      {provider !== 'sandbox' || !canManage || !subscription ? (
        <BackToPlansNotice>
          <Trans id="pricing.youHaveNoSubscriptionToManage" message="You have no subscription to manage." />
        </BackToPlansNotice>
      ) : (
        <section aria-labelledby="subscription-heading" className="card bg-base-100 border-base-300 border shadow-sm">
          <div className="flex flex-col gap-4 p-6 sm:p-8">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id="subscription-heading" className="text-2xl font-bold">
                Tessera Pro
              </h2>
              <span className={`badge ${subscription.cancelAtPeriodEnd ? 'badge-neutral' : 'badge-primary'}`}>
                {subscription.cancelAtPeriodEnd ? (
                  <Trans id="pricing.canceled" message="Canceled" />
                ) : (
                  <Trans id="pricing.active" message="Active" />
                )}
              </span>
            </div>
            {price ? <p className="text-base-content/70">{price}</p> : null}
            <p role="status" className="font-semibold">
              {subscription.cancelAtPeriodEnd
                ? i18n._({
                    id: 'pricing.proUntilAfterThatYourPlan',
                    message: 'Pro until {periodEnd}. After that your plan changes to Free.',
                    values: { periodEnd },
                  })
                : i18n._({ id: 'pricing.renewsOn', message: 'Renews on {periodEnd}.', values: { periodEnd } })}
            </p>
            <div className="flex flex-wrap gap-2">
              {subscription.cancelAtPeriodEnd ? (
                <PendingButton
                  pending={cancellation.isPending}
                  className="btn-primary"
                  data-analytics-event="sandbox_resume_subscription"
                  onClick={() => cancellation.mutate(false)}
                >
                  <Trans id="pricing.keepMySubscription" message="Keep my subscription" />
                </PendingButton>
              ) : (
                <PendingButton
                  pending={cancellation.isPending}
                  className="btn-error btn-outline"
                  data-analytics-event="sandbox_cancel_subscription"
                  onClick={() => cancellation.mutate(true)}
                >
                  <Trans id="pricing.cancelSubscription" message="Cancel subscription" />
                </PendingButton>
              )}
              <Link to="/profile" className="btn btn-ghost">
                <Trans id="common.backToPlans" message="Back to plans" />
              </Link>
            </div>
            {subscription.cancelAtPeriodEnd ? null : (
              <p className="text-base-content/70 text-sm">
                <Trans
                  id="pricing.cancellingTakesEffectAtTheEnd"
                  message="Cancelling takes effect at the end of the paid month ({periodEnd}); you keep Pro until then."
                  values={{ periodEnd }}
                />
              </p>
            )}
          </div>
        </section>
      )}
    </ScreenLayout>
  )
}
