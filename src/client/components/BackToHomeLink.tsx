import { Link } from 'react-router'

export function BackToHomeLink() {
  return (
    <Link to="/home" className="btn btn-ghost btn-sm gap-1 uppercase">
      <span aria-hidden="true">←</span>
      Back
    </Link>
  )
}
