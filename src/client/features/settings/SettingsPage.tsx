import { ScreenLayout } from '../../components/ScreenLayout'
import { TextField } from '../../components/TextField'
import { preventNativeSubmit } from '../../lib/forms'

export function SettingsPage() {
  return (
    <ScreenLayout title="Account settings" showBackToHome>
      <section aria-labelledby="password-heading" className="card bg-base-100 shadow-sm">
        <form noValidate onSubmit={preventNativeSubmit} className="card-body gap-4">
          <h2 id="password-heading" className="card-title">
            Change password
          </h2>
          <div className="grid max-w-md gap-4">
            <TextField
              label="Current password"
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
            />
            <TextField
              label="New password"
              name="newPassword"
              type="password"
              autoComplete="new-password"
              hint="At least 8 characters, with a number and one of ! @ # $ % ^ & *"
              required
            />
            <TextField
              label="Repeat new password"
              name="repeatNewPassword"
              type="password"
              autoComplete="new-password"
              required
            />
          </div>
          <div className="card-actions">
            <button type="submit" className="btn btn-primary">
              Change password
            </button>
          </div>
        </form>
      </section>
    </ScreenLayout>
  )
}
