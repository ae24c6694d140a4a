import { Trans, useLingui } from '@lingui/react'
import { Link } from 'react-router'
import { PendingButton } from '../../components/PendingButton'
import { ScreenLayout } from '../../components/ScreenLayout'
import { useStartCheckout } from './api'
import { ANALYTICS_EVENTS } from './plans'

/** Where the payment provider sends a buyer who left or failed checkout. */
export function PaymentFailurePage() {
  const { i18n } = useLingui()
  const checkout = useStartCheckout()
  return (
    <ScreenLayout
      title={i18n._({ id: 'pricing.paymentNotCompleted', message: 'Payment not completed' })}
      description={i18n._({
        id: 'pricing.nothingWasChargedAndYourPlan',
        message: 'Nothing was charged and your plan has not changed.',
      })}
    >
      <div className="card bg-base-100 border-base-300 border shadow-sm">
        <div className="flex flex-col gap-4 p-6 sm:p-8">
          <p>
            <Trans
              id="pricing.theCheckoutWasCancelledOrThe"
              message="The checkout was cancelled or the payment did not go through. If your card was declined, you can try again with another card."
            />
          </p>
          <div className="flex flex-wrap gap-2">
            <PendingButton
              pending={checkout.isPending}
              disabled={checkout.isSuccess}
              className="btn-primary"
              data-analytics-event={ANALYTICS_EVENTS.retry}
              onClick={() => checkout.mutate()}
            >
              <Trans id="common.tryAgain" message="Try again" />
            </PendingButton>
            <Link to="/profile" className="btn btn-outline">
              <Trans id="common.backToPlans" message="Back to plans" />
            </Link>
            <Link to="/home" className="btn btn-ghost">
              <Trans id="common.goToYourDashboard" message="Go to your dashboard" />
            </Link>
          </div>
        </div>
      </div>
    </ScreenLayout>
  )
}
