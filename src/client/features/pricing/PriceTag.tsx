import { Trans } from '@lingui/react'
import { formatPrice } from '../../lib/format'

/** The monthly price, or animated dots until the provider's price list arrives. */
export function PriceTag({
  price,
  failed = false,
  failedText,
}: {
  price: number | undefined
  failed?: boolean
  failedText?: string
}) {
  if (price === undefined) {
    return (
      <p className="flex h-10 items-center gap-2" aria-live="polite">
        {failed ? (
          <span className="text-base-content/70">
            {failedText ?? <Trans id="pricing.priceUnavailableRightNow" message="Price unavailable right now" />}
          </span>
        ) : (
          <>
            <span className="loading loading-dots loading-md text-base-content/60" aria-hidden="true" />
            <span className="sr-only">
              <Trans id="pricing.loadingPrice" message="Loading price…" />
            </span>
          </>
        )}
      </p>
    )
  }
  return (
    <p className="h-10" aria-live="polite">
      <span className="text-4xl font-bold tracking-tight">{formatPrice(price)}</span>
      <span className="text-base-content/70">
        {' '}
        <Trans id="pricing.month" message="/ month" />
      </span>
    </p>
  )
}
