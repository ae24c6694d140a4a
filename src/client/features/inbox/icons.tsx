import { Icon } from '@ui/icons'

/** Who wrote it, as a small round badge that names itself to screen readers. */
export function AuthorIcon({ anonymous }: { anonymous: boolean }) {
  return (
    <span
      role="img"
      aria-label={anonymous ? 'Anonymous' : 'Signed in'}
      title={anonymous ? 'Anonymous' : 'Signed in'}
      className={`inline-flex size-8 shrink-0 items-center justify-center rounded-full ${
        anonymous ? 'bg-base-200 text-base-content/70' : 'bg-primary/15 text-primary'
      }`}
    >
      <Icon name={anonymous ? 'eyeOff' : 'user'} className="size-4" />
    </span>
  )
}
