import { useState, type ReactNode } from 'react'
import { ScreenLayout } from '../../components/ScreenLayout'
import { useViewer } from '../../lib/session'
import { ACCOUNT_EXPORT_URL } from './api'
import { ChangePasswordForm } from './ChangePasswordForm'
import { DeleteAccountDialog } from './DeleteAccountDialog'
import { NotificationSettings } from './NotificationSettings'

export function SettingsPage() {
  const viewer = useViewer()
  const [deleteOpen, setDeleteOpen] = useState(false)

  return (
    <ScreenLayout title="Account settings" showBackToHome>
      <SettingsCard headingId="account-heading" title="Your account">
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
      </SettingsCard>

      <SettingsCard headingId="password-heading" title="Change password">
        <ChangePasswordForm email={viewer.email} />
      </SettingsCard>

      {viewer.plan === 'pro' ? (
        <SettingsCard headingId="notifications-heading" title="Email notifications">
          <NotificationSettings />
        </SettingsCard>
      ) : null}

      <SettingsCard headingId="export-heading" title="Export your data">
        <p className="text-base-content/70">
          One JSON file with your profile, your Tesseras and the messages you received.
        </p>
        <div>
          <a href={ACCOUNT_EXPORT_URL} download className="btn btn-outline">
            Download my data
          </a>
        </div>
      </SettingsCard>

      <SettingsCard headingId="delete-heading" title="Delete your account" danger>
        <p className="text-base-content/70">
          Removes your account and everything in it for good. Export your data first if you want to keep it.
        </p>
        <div>
          <button type="button" className="btn btn-error" onClick={() => setDeleteOpen(true)}>
            Delete my account
          </button>
        </div>
      </SettingsCard>
      <DeleteAccountDialog open={deleteOpen} onClose={() => setDeleteOpen(false)} username={viewer.username} />
    </ScreenLayout>
  )
}

/** A card of the settings page, labelled by its heading; `danger` outlines it in the error colour. */
function SettingsCard({
  headingId,
  title,
  danger = false,
  children,
}: {
  headingId: string
  title: string
  danger?: boolean
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={headingId}
      className={danger ? 'card bg-base-100 border-error/40 border shadow-sm' : 'card bg-base-100 shadow-sm'}
    >
      <div className="card-body gap-4">
        <h2 id={headingId} className="card-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  )
}
