import { Link } from 'react-router'

/** Says why a sandbox page has nothing to offer this user, with the way back to the plans. */
export function BackToPlansNotice({ children }: { children: string }) {
  return (
    <p>
      {children}{' '}
      <Link to="/profile" className="link">
        Back to plans
      </Link>
    </p>
  )
}
