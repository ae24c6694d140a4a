import { Link } from 'react-router'
import { ScreenLayout } from '../../components/ScreenLayout'

export function PaymentSuccessPage() {
  return (
    <ScreenLayout title="Payment successful" description="Thank you! Your payment went through.">
      <div>
        <Link to="/home" className="btn btn-primary">
          Go to your dashboard
        </Link>
      </div>
    </ScreenLayout>
  )
}
