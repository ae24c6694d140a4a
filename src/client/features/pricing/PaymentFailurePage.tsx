import { Link } from 'react-router'
import { ScreenLayout } from '../../components/ScreenLayout'

export function PaymentFailurePage() {
  return (
    <ScreenLayout
      title="Payment failed"
      description="The payment was not completed. You can try again from the plans page."
    >
      <div className="flex flex-wrap gap-2">
        <Link to="/profile" className="btn btn-primary">
          Back to plans
        </Link>
        <Link to="/home" className="btn btn-ghost">
          Go to your dashboard
        </Link>
      </div>
    </ScreenLayout>
  )
}
