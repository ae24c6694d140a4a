import { Trans, useLingui } from '@lingui/react'
import { Link, useLocation } from 'react-router'
import { toast } from 'sonner'
import { BILLING_MESSAGES, type BillingStatus } from '@domain/billing'
import { Banner } from '../../components/Banner'
import { PendingButton } from '../../components/PendingButton'
import { ScreenLayout } from '../../components/ScreenLayout'
import { neededProFor } from '../../lib/plans-redirect'
import { localText } from '../../lib/texts'
import { useViewer } from '../../lib/session'
import { isPaymentsNotSetUp, useBillingStatus, useOpenPortal, usePlans, useStartCheckout } from './api'
import { formatDay } from '../../lib/format'
import { PlanCard } from './PlanCard'
import { ANALYTICS_EVENTS, PLAN_CONTENT } from './plans'

export function PricingPage() {
  const { i18n } = useLingui()
  const viewer = useViewer()
  const location = useLocation()
  const status = useBillingStatus()
  const paymentsOff = status.data?.provider === 'off'
  // The status says whether anything is for sale; only then are the prices asked for (or when the
  // status failed: the price list then tells what is wrong).
  const plans = usePlans(status.isError || (status.isSuccess && !paymentsOff))
  const checkout = useStartCheckout()
  const portal = useOpenPortal()
  const redirecting = checkout.isPending || portal.isPending || checkout.isSuccess || portal.isSuccess

  const plan = status.data?.plan ?? viewer.plan
  const subscription = status.data?.subscription ?? null
  const canManage = status.data?.canManage ?? false
  const comped = status.data?.planSource === 'comp'
  const endsOn = canManage && subscription?.cancelAtPeriodEnd && subscription.currentPeriodEnd
  const pastDue = canManage && subscription?.status === 'past_due'
  // PAYMENTS=off: nothing is for sale, said in the server's words.
  const notForSale = paymentsOff
    ? localText(BILLING_MESSAGES.notSetUp)
    : isPaymentsNotSetUp(plans.error)
      ? plans.error.message
      : undefined

  const manageButton = (label: string, analyticsEvent: string) => (
    <PendingButton
      pending={portal.isPending}
      disabled={redirecting}
      className="btn-outline"
      data-analytics-event={analyticsEvent}
      onClick={() => portal.mutate()}
    >
      {label}
    </PendingButton>
  )

  function proAction() {
    if (!status.data) return <div className="skeleton h-10 w-full" aria-hidden="true" />
    if (comped)
      return (
        <p className="text-base-content/70 text-sm">
          <Trans id="pricing.proWasGrantedToYouBy" message="Pro was granted to you by the Tessera team." />
        </p>
      )
    if (canManage)
      return manageButton(
        i18n._({ id: 'pricing.manageSubscriptionButton', message: 'Manage Subscription' }),
        ANALYTICS_EVENTS.manage,
      )
    if (plan === 'pro') return null
    if (notForSale) {
      // Looks unavailable before it is pressed; pressed, it says why (aria-disabled keeps it focusable).
      return (
        <button
          type="button"
          className="btn btn-primary btn-disabled pointer-events-auto"
          aria-disabled="true"
          aria-describedby="payments-not-set-up"
          onClick={() => toast.error(notForSale)}
        >
          <Trans id="pricing.buyPlan" message="Buy Plan" />
        </button>
      )
    }
    return (
      <PendingButton
        pending={checkout.isPending}
        disabled={redirecting}
        className="btn-primary"
        data-analytics-event={ANALYTICS_EVENTS.selectPro}
        onClick={() => checkout.mutate()}
      >
        <Trans id="pricing.buyPlan" message="Buy Plan" />
      </PendingButton>
    )
  }

  function freeAction() {
    if (!status.data) return <div className="skeleton h-10 w-full" aria-hidden="true" />
    if (plan === 'free') {
      return (
        <Link to="/home" className="btn btn-outline" data-analytics-event={ANALYTICS_EVENTS.selectFree}>
          <Trans id="pricing.continueWithFree" message="Continue with Free" />
        </Link>
      )
    }
    // Moving to Free means cancelling the subscription, which happens in the portal.
    if (canManage && !endsOn)
      return manageButton(
        i18n._({ id: 'pricing.switchToFree', message: 'Switch to Free' }),
        ANALYTICS_EVENTS.selectFree,
      )
    return null
  }

  return (
    <ScreenLayout
      title={i18n._({ id: 'pricing.plans', message: 'Plans' })}
      description={i18n._({
        id: 'pricing.startFreeUpgradeWhenYouWant',
        message: 'Start free, upgrade when you want more. Cancel anytime.',
      })}
      showBackToHome
    >
      {neededProFor(location.state) === 'inbox' && plan !== 'pro' ? (
        <Banner tone="info">
          <Trans
            id="pricing.theInboxComesWithProWith"
            message="<0>The inbox comes with Pro.</0> With Pro you read the messages visitors send from your message box, keep favourites and pick one at random for a contest."
            components={{ 0: <strong className="font-semibold" /> }}
          />
        </Banner>
      ) : null}
      <StatusBanner status={status.data} endsOn={endsOn || undefined} pastDue={pastDue} />
      <div className="grid gap-6 md:grid-cols-2">
        <PlanCard
          id="free"
          {...PLAN_CONTENT.free}
          price={plans.data?.free.price ?? (notForSale ? 0 : undefined)}
          priceFailed={plans.isError && !notForSale}
          highlighted={false}
          current={plan === 'free'}
          note={
            endsOn
              ? i18n._({
                  id: 'pricing.yourPlanChangesToFreeOn',
                  message: 'Your plan changes to Free on {date}',
                  values: { date: formatDay(endsOn) },
                })
              : undefined
          }
          action={freeAction()}
        />
        <PlanCard
          id="pro"
          {...PLAN_CONTENT.pro}
          price={plans.data?.pro.price}
          priceFailed={plans.isError || Boolean(notForSale)}
          priceFailedText={
            notForSale ? i18n._({ id: 'pricing.notSoldOnThisServer', message: 'Not sold on this server' }) : undefined
          }
          highlighted
          current={plan === 'pro'}
          note={
            endsOn
              ? i18n._({ id: 'pricing.proUntil', message: 'Pro until {date}', values: { date: formatDay(endsOn) } })
              : undefined
          }
          action={proAction()}
        />
      </div>
      {notForSale ? (
        <p className="text-base-content/70 text-sm" id="payments-not-set-up" data-testid="payments-not-set-up">
          {notForSale}
        </p>
      ) : status.data?.provider === 'sandbox' ? (
        <p className="text-base-content/70 text-sm">
          <Trans
            id="pricing.sandboxPaymentsRunInSandboxMode"
            message="<0>SANDBOX</0>Payments run in sandbox mode on this server: no card is needed and nothing is charged."
            components={{ 0: <span className="badge badge-warning badge-sm mr-2 font-bold" /> }}
          />
        </p>
      ) : (
        <p className="text-base-content/70 text-sm">
          <Trans
            id="pricing.billedMonthlyInUSDollarsThrough"
            message="Billed monthly in US dollars through Stripe. Cancel anytime: you keep Pro until the end of the paid month."
          />
        </p>
      )}
    </ScreenLayout>
  )
}

function StatusBanner({
  status,
  endsOn,
  pastDue,
}: {
  status: BillingStatus | undefined
  endsOn: string | undefined
  pastDue: boolean
}) {
  if (pastDue) {
    return (
      <Banner tone="warning" role="alert">
        <Trans
          id="pricing.yourLastPaymentDidNotGo"
          message="Your last payment did not go through. Update your payment method in Manage Subscription to keep Pro."
        />
      </Banner>
    )
  }
  if (endsOn) {
    return (
      <Banner tone="info">
        <Trans
          id="pricing.yourSubscriptionIsCanceledYouKeep"
          message="Your subscription is canceled. You keep Pro until {endsOn}; after that your extra Tesseras are hidden from visitors (nothing is deleted)."
          values={{ endsOn: formatDay(endsOn) }}
        />
      </Banner>
    )
  }
  if (status?.plan === 'free' && status.subscription?.status === 'canceled') {
    return (
      <Banner tone="info">
        <Trans
          id="pricing.yourProSubscriptionHasEndedYour"
          message="Your Pro subscription has ended. Your extra Tesseras are kept, hidden from visitors."
        />
      </Banner>
    )
  }
  return null
}
