import { Trans, useLingui } from '@lingui/react'
import { Link } from 'react-router'
import { PendingButton } from '../../components/PendingButton'
import { ScreenLayout } from '../../components/ScreenLayout'
import { BackToPlansNotice } from './BackToPlansNotice'
import { useBillingStatus, useCompleteSandboxCheckout, usePlans } from './api'
import { PriceTag } from './PriceTag'
import { ANALYTICS_EVENTS, PLAN_CONTENT } from './plans'
import { SandboxBanner } from './SandboxBanner'

/** /profile/checkout: the sandbox's stand-in for Stripe Checkout, used when no Stripe key is configured. */
export function SandboxCheckoutPage() {
  const { i18n } = useLingui()
  const plans = usePlans()
  const status = useBillingStatus()
  const complete = useCompleteSandboxCheckout()

  return (
    <ScreenLayout title={i18n._({ id: 'pricing.sandboxCheckout', message: 'Sandbox checkout' })} showBackToHome>
      <SandboxBanner>
        <Trans
          id="pricing.thisIsATestCheckoutNo"
          message="This is a test checkout: no card is needed and nothing is charged. With Stripe configured, this step happens on Stripe’s secure payment page."
        />
      </SandboxBanner>
      {status.data && status.data.provider !== 'sandbox' ? (
        <BackToPlansNotice>
          <Trans
            id="pricing.paymentsOnThisServerGoThrough"
            message="Payments on this server go through Stripe; the sandbox is off."
          />
        </BackToPlansNotice>
      ) : status.data?.plan === 'pro' ? (
        <BackToPlansNotice>
          <Trans id="pricing.youAreAlreadyOnPro" message="You are already on Pro." />
        </BackToPlansNotice>
      ) : (
        <section aria-labelledby="order-summary" className="card bg-base-100 border-base-300 border shadow-sm">
          <div className="flex flex-col gap-5 p-6 sm:p-8">
            <div className="flex flex-col gap-1">
              <h2 id="order-summary" className="text-2xl font-bold">
                Tessera {PLAN_CONTENT.pro.name}
              </h2>
              <p className="text-base-content/70">
                <Trans
                  id="pricing.monthlySubscriptionRenewsEveryMonthUntil"
                  message="Monthly subscription, renews every month until you cancel."
                />
              </p>
            </div>
            <PriceTag price={plans.data?.pro.price} failed={plans.isError} />
            <div className="flex flex-wrap gap-2">
              <PendingButton
                pending={complete.isPending}
                disabled={complete.isSuccess || !status.data}
                className="btn-primary"
                data-analytics-event={ANALYTICS_EVENTS.sandboxComplete}
                onClick={() => complete.mutate()}
              >
                <Trans id="pricing.completePurchase" message="Complete purchase" />
              </PendingButton>
              <Link
                to="/profile/failure"
                className="btn btn-ghost"
                data-analytics-event={ANALYTICS_EVENTS.sandboxCancel}
              >
                <Trans id="common.cancel" message="Cancel" />
              </Link>
            </div>
          </div>
        </section>
      )}
    </ScreenLayout>
  )
}
