import { useState } from 'react'
import { ScreenLayout } from '../../components/ScreenLayout'
import { useViewer } from '../../lib/session'
import { ACCOUNT_EXPORT_URL } from './api'
import { ChangePasswordForm } from './ChangePasswordForm'
import { DeleteAccountDialog } from './DeleteAccountDialog'

export function SettingsPage() {
  const viewer = useViewer()
  const [deleteOpen, setDeleteOpen] = useState(false)

  return (
    <ScreenLayout title="Account settings" showBackToHome>
      <section aria-labelledby="account-heading" className="card bg-base-100 shadow-sm">
        <div className="card-body gap-4">
          <h2 id="account-heading" className="card-title">
            Your account
          </h2>
          <dl className="grid gap-4 sm:grid-cols-2">
            <div className="flex min-w-0 flex-col gap-0.5">
              <dt className="text-base-content/70 text-sm font-semibold">Email</dt>
              <dd className="break-all">{viewer.email}</dd>
            </div>
            <div className="flex min-w-0 flex-col gap-0.5">
              <dt className="text-base-content/70 text-sm font-semibold">Username</dt>
              <dd className="break-all">{viewer.username}</dd>
            </div>
          </dl>
        </div>
      </section>

      <section aria-labelledby="password-heading" className="card bg-base-100 shadow-sm">
        <div className="card-body gap-4">
          <h2 id="password-heading" className="card-title">
            Change password
          </h2>
          <ChangePasswordForm email={viewer.email} />
        </div>
      </section>

      <section aria-labelledby="export-heading" className="card bg-base-100 shadow-sm">
        <div className="card-body gap-4">
          <h2 id="export-heading" className="card-title">
            Export your data
          </h2>
          <p className="text-base-content/70">
            One JSON file with your profile, your Tesseras and the messages you received.
          </p>
          <div>
            <a href={ACCOUNT_EXPORT_URL} download className="btn btn-outline">
              Download my data
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="delete-heading" className="card bg-base-100 border-error/40 border shadow-sm">
        <div className="card-body gap-4">
          <h2 id="delete-heading" className="card-title">
            Delete your account
          </h2>
          <p className="text-base-content/70">
            Removes your account and everything in it for good. Export your data first if you want to keep it.
          </p>
          <div>
            <button type="button" className="btn btn-error" onClick={() => setDeleteOpen(true)}>
              Delete my account
            </button>
          </div>
        </div>
      </section>
      <DeleteAccountDialog open={deleteOpen} onClose={() => setDeleteOpen(false)} username={viewer.username} />
    </ScreenLayout>
  )
}
