import { Trans, useLingui } from '@lingui/react'
import type { MessageDescriptor } from '@lingui/core'
import type { ReactNode } from 'react'
import { PriceTag } from './PriceTag'
import { Icon } from '@ui/icons'

export interface PlanCardProps {
  /** 'free' or 'pro': ids and test hooks. */
  id: 'free' | 'pro'
  name: string
  summary: MessageDescriptor
  features: readonly string[]
  price: number | undefined
  priceFailed: boolean
  /** What replaces a price that could not be read. */
  priceFailedText?: string
  highlighted: boolean
  current: boolean
  /** A line under the price, e.g. "Pro until December 23, 2026". */
  note?: ReactNode
  action?: ReactNode
}

export function PlanCard({
  id,
  name,
  summary,
  features,
  price,
  priceFailed,
  priceFailedText,
  highlighted,
  current,
  note,
  action,
}: PlanCardProps) {
  const { i18n } = useLingui()
  const headingId = `plan-${id}`
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`plan-${id}`}
      className={`card bg-base-100 shadow-sm ${highlighted ? 'border-primary border-2' : 'border-base-300 border'}`}
    >
      {/* Not card-body: its paragraphs grow to fill the stretched card and push the price around. */}
      <div className="flex h-full flex-col gap-5 p-6 sm:p-8">
        <div className="flex flex-col gap-1">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id={headingId} className="text-2xl font-bold">
              {name}
            </h2>
            {current ? (
              <span className="badge badge-primary font-semibold">
                <Trans id="pricing.currentPlan" message="Current plan" />
              </span>
            ) : null}
          </div>
          <p className="text-base-content/70">{i18n._(summary)}</p>
        </div>
        <div className="flex flex-col gap-1">
          <PriceTag price={price} failed={priceFailed} failedText={priceFailedText} />
          {note ? <p className="text-sm font-semibold">{note}</p> : null}
        </div>
        <ul className="flex flex-col gap-2">
          {features.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Icon name="check" className="text-primary mt-0.5 size-5 shrink-0" />
              {feature}
            </li>
          ))}
        </ul>
        {action ? <div className="mt-auto flex flex-col gap-2 pt-2">{action}</div> : null}
      </div>
    </section>
  )
}
