import { Trans, useLingui } from '@lingui/react'

/** The desktop view's note that some tiles are missing from the phone page, with the way to the phone layout. */
export function PhonePageWarning({ count, onShowPhoneLayout }: { count: number; onShowPhoneLayout: () => void }) {
  const { i18n } = useLingui()
  return (
    <section
      aria-label={i18n._({ id: 'editor.phonePage', message: 'Phone page' })}
      className="alert alert-warning alert-soft text-base-content flex flex-wrap"
    >
      <p className="min-w-0 flex-1 text-sm font-medium">
        {i18n._({
          id: 'editor.notOnPhonePage',
          message: '{count, plural, one {# tile is not on your phone page} other {# tiles are not on your phone page}}',
          values: { count },
        })}
      </p>
      <button type="button" className="btn btn-sm" onClick={onShowPhoneLayout}>
        <Trans id="editor.fixOnThePhoneLayout" message="Fix on the phone layout" />
      </button>
    </section>
  )
}
