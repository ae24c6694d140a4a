import { Trans } from '@lingui/react'
import type { ReactNode } from 'react'
/** Marks the in-app stand-ins for Stripe's pages so nobody mistakes them for a real payment. */
export function SandboxBanner({ children }: { children: ReactNode }) {
  return (
    <div
      role="note"
      className="alert alert-warning flex flex-col items-start gap-2 text-left sm:flex-row sm:items-center"
    >
      <span className="badge badge-neutral badge-lg font-black tracking-widest">
        <Trans id="pricing.sandbox" message="SANDBOX" />
      </span>
      <p>{children}</p>
    </div>
  )
}
