import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { NOTIFICATIONS_SECTION } from '@domain/first-run'
import { CardSection } from '../../components/CardSection'
import { ScreenLayout } from '../../components/ScreenLayout'
import { useViewer } from '../../lib/session'
import { ACCOUNT_EXPORT_URL } from './api'
import { ChangePasswordForm } from './ChangePasswordForm'
import { DeleteAccountDialog } from './DeleteAccountDialog'
import { NotificationSettings } from './NotificationSettings'

export function SettingsPage() {
  const viewer = useViewer()
  const [deleteOpen, setDeleteOpen] = useState(false)
  const { hash } = useLocation()
  // A link to one card (the checklist's to the notifications): the router does not scroll to it.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
  }, [hash])

  return (
    <ScreenLayout title="Account settings" showBackToHome>
      <CardSection title="Your account">
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
      </CardSection>

      <CardSection title="Change password">
        <ChangePasswordForm email={viewer.email} />
      </CardSection>

      {viewer.plan === 'pro' ? (
        <CardSection title="Email notifications" id={NOTIFICATIONS_SECTION}>
          <NotificationSettings />
        </CardSection>
      ) : null}

      <CardSection title="Export your data">
        <p className="text-base-content/70">
          One JSON file with your profile, your Tesseras and the messages you received.
        </p>
        <div>
          <a href={ACCOUNT_EXPORT_URL} download className="btn btn-outline">
            Download my data
          </a>
        </div>
      </CardSection>

      <CardSection title="Delete your account" danger>
        <p className="text-base-content/70">
          Removes your account and everything in it for good. Export your data first if you want to keep it.
        </p>
        <div>
          <button type="button" className="btn btn-error" onClick={() => setDeleteOpen(true)}>
            Delete my account
          </button>
        </div>
      </CardSection>
      <DeleteAccountDialog open={deleteOpen} onClose={() => setDeleteOpen(false)} username={viewer.username} />
    </ScreenLayout>
  )
}
