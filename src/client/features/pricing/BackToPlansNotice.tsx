import { Trans } from '@lingui/react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** Says why a sandbox page has nothing to offer this user, with the way back to the plans. */
export function BackToPlansNotice({ children }: { children: ReactNode }) {
  return (
    <p>
      {children}{' '}
      <Link to="/profile" className="link">
        <Trans id="common.backToPlans" message="Back to plans" />
      </Link>
    </p>
  )
}
