import { Trans } from '@lingui/react'
import { Link } from 'react-router'

export function BackToHomeLink() {
  return (
    <Link to="/home" className="btn btn-ghost btn-sm gap-1 uppercase">
      <Trans id="common.back" message="<0>←</0>Back" components={{ 0: <span aria-hidden="true" /> }} />
    </Link>
  )
}
