import { Trans, useLingui } from '@lingui/react'
import { toast } from 'sonner'
import { LOCALE_NAMES, LOCALES } from '@domain/locales'
import { useViewer } from '../../lib/session'
import { useSaveAccountLanguage } from './api'

/**
 * The account's language, saved as soon as it is chosen: the app speaks it at once (the toast
 * already in it), and so does the mail Tessera sends. Each language is named in its own words.
 */
export function LanguageSettings() {
  const { i18n } = useLingui()
  const viewer = useViewer()
  const save = useSaveAccountLanguage({
    onSuccess: () => toast.success(i18n._({ id: 'settings.languageSaved', message: 'Language saved!' })),
    onError: (error) =>
      toast.error(
        i18n._({
          id: 'settings.yourChoiceWasNotSaved',
          message: 'Your choice was not saved. {reason}',
          values: { reason: error.message },
        }),
      ),
  })
  const chosen = save.isPending ? save.variables : viewer.locale

  return (
    <fieldset className="flex flex-col gap-3" aria-busy={save.isPending}>
      <legend className="text-base-content/70 mb-3">
        <Trans id="settings.languageHint" message="The app and the emails Tessera sends you speak this language." />
      </legend>
      {LOCALES.map((locale) => (
        <label key={locale} className="flex cursor-pointer items-center gap-3">
          <input
            type="radio"
            name="locale"
            value={locale}
            className="radio radio-primary"
            checked={chosen === locale}
            disabled={save.isPending}
            onChange={() => save.mutate(locale)}
          />
          <span lang={locale} className="font-semibold">
            {LOCALE_NAMES[locale]}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
