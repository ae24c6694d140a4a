import { Trans, useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { NOTIFICATIONS_SECTION } from '@domain/first-run'
import { CardSection } from '../../components/CardSection'
import { ScreenLayout } from '../../components/ScreenLayout'
import { useViewer } from '../../lib/session'
import { ACCOUNT_EXPORT_URL } from './api'
import { ChangePasswordForm } from './ChangePasswordForm'
import { DeleteAccountDialog } from './DeleteAccountDialog'
import { LanguageSettings } from './LanguageSettings'
import { NotificationSettings } from './NotificationSettings'

export function SettingsPage() {
  const { i18n } = useLingui()
  const viewer = useViewer()
  const [deleteOpen, setDeleteOpen] = useState(false)
  const { hash } = useLocation()
  // A link to one card (the checklist's to the notifications): the router does not scroll to it.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
  }, [hash])

  return (
    <ScreenLayout title={i18n._({ id: 'settings.accountSettings', message: 'Account settings' })} showBackToHome>
      <CardSection title={i18n._({ id: 'settings.yourAccount', message: 'Your account' })}>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div className="flex min-w-0 flex-col gap-0.5">
            <dt className="text-base-content/70 text-sm font-semibold">
              <Trans id="settings.email" message="Email" />
            </dt>
            <dd className="break-all">{viewer.email}</dd>
          </div>
          <div className="flex min-w-0 flex-col gap-0.5">
            <dt className="text-base-content/70 text-sm font-semibold">
              <Trans id="settings.username" message="Username" />
            </dt>
            <dd className="break-all">{viewer.username}</dd>
          </div>
        </dl>
      </CardSection>

      <CardSection title={i18n._({ id: 'settings.language', message: 'Language' })}>
        <LanguageSettings />
      </CardSection>

      <CardSection title={i18n._({ id: 'settings.changePassword', message: 'Change password' })}>
        <ChangePasswordForm email={viewer.email} />
      </CardSection>

      {viewer.plan === 'pro' ? (
        <CardSection
          title={i18n._({ id: 'settings.emailNotifications', message: 'Email notifications' })}
          id={NOTIFICATIONS_SECTION}
        >
          <NotificationSettings />
        </CardSection>
      ) : null}

      <CardSection title={i18n._({ id: 'settings.exportYourData', message: 'Export your data' })}>
        <p className="text-base-content/70">
          <Trans
            id="settings.oneJSONFileWithYourProfile"
            message="One JSON file with your profile, your Tesseras and the messages you received."
          />
        </p>
        <div>
          <a href={ACCOUNT_EXPORT_URL} download className="btn btn-outline">
            <Trans id="settings.downloadMyData" message="Download my data" />
          </a>
        </div>
      </CardSection>

      <CardSection title={i18n._({ id: 'settings.deleteYourAccount', message: 'Delete your account' })} danger>
        <p className="text-base-content/70">
          <Trans
            id="settings.removesYourAccountAndEverythingIn"
            message="Removes your account and everything in it for good. Export your data first if you want to keep it."
          />
        </p>
        <div>
          <button type="button" className="btn btn-error" onClick={() => setDeleteOpen(true)}>
            <Trans id="settings.deleteMyAccount" message="Delete my account" />
          </button>
        </div>
      </CardSection>
      <DeleteAccountDialog open={deleteOpen} onClose={() => setDeleteOpen(false)} username={viewer.username} />
    </ScreenLayout>
  )
}
