import { useLingui } from '@lingui/react'
import { Icon } from '@ui/icons'

/** Who wrote it, as a small round badge that names itself to screen readers. */
export function AuthorIcon({ anonymous }: { anonymous: boolean }) {
  const { i18n } = useLingui()
  const label = anonymous
    ? i18n._({ id: 'inbox.authorAnonymous', message: 'Anonymous' })
    : i18n._({ id: 'inbox.authorSignedIn', message: 'Signed in' })
  return (
    <span
      role="img"
      aria-label={label}
      title={label}
      className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full ${
        anonymous ? 'bg-base-200 text-base-content/70' : 'bg-primary/15 text-primary'
      }`}
    >
      <Icon name={anonymous ? 'eyeOff' : 'user'} className="size-4" />
    </span>
  )
}
