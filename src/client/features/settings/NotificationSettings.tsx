import { Trans, useLingui } from '@lingui/react'
import { useId } from 'react'
import { toast } from 'sonner'
import { NOTIFICATION_TEXTS, NOTIFY_MODE_LABELS, NOTIFY_MODES } from '@domain/inbox'
import { useNotificationSettings } from '../../lib/notification-settings'
import { useSaveNotificationSettings } from './api'
import { localText } from '../../lib/texts'

/** Email about new messages: off, each message, or a daily digest; saved as soon as it is chosen. */
export function NotificationSettings() {
  const { i18n } = useLingui()
  const hintId = useId()
  const settings = useNotificationSettings()
  const save = useSaveNotificationSettings({
    onSuccess: () => toast.success(localText(NOTIFICATION_TEXTS.saved)),
    onError: (error) =>
      toast.error(
        i18n._({
          id: 'settings.yourChoiceWasNotSaved',
          message: 'Your choice was not saved. {reason}',
          values: { reason: error.message },
        }),
      ),
  })
  const chosen = save.isPending ? save.variables : settings.data?.notify

  if (settings.isError) {
    return (
      <p role="alert">
        <Trans
          id="settings.yourNotificationSettingsCouldNotBe"
          message="Your notification settings could not be loaded. {message}"
          values={{ message: settings.error.message }}
        />
      </p>
    )
  }
  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={hintId} aria-busy={!settings.data || save.isPending}>
      <legend className="sr-only">
        <Trans id="settings.emailMeAboutNewMessages" message="Email me about new messages" />
      </legend>
      <p id={hintId} className="text-base-content/70">
        <Trans
          id="settings.emailsGoToYourAccountS"
          message="Emails go to your account's address and always carry a link to stop them."
        />
      </p>
      {NOTIFY_MODES.map((mode) => (
        <label key={mode} className="flex cursor-pointer items-start gap-3">
          <input
            type="radio"
            name="notify"
            value={mode}
            className="radio radio-primary mt-0.5"
            checked={chosen === mode}
            disabled={!settings.data || save.isPending}
            onChange={() => save.mutate(mode)}
          />
          <span className="flex flex-col">
            <span className="font-semibold">{localText(NOTIFY_MODE_LABELS[mode].label)}</span>
            <span className="text-base-content/70 text-sm">{localText(NOTIFY_MODE_LABELS[mode].hint)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  )
}
