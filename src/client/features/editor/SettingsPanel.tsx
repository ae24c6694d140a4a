import { Trans, useLingui } from '@lingui/react'
import { useId } from 'react'
import { fontById, FONTS } from '@domain/fonts'
import type { GridSettings } from '@domain/grid'
import { isLocale, LOCALE_NAMES, LOCALES, type Locale } from '@domain/locales'
import { PLAN_MESSAGES, type Plan } from '@domain/plans'
import { THEMES, themeByName } from '@domain/themes'
import { ProBadge, UpgradePopover, useUpgradePopover } from '../../components/ProUpgrade'
import { Icon } from './icons'

interface SettingsPanelProps {
  plan: Plan
  theme: string
  settings: GridSettings
  /** The slider's position, 0..100: it moves at once, the setting is saved when it rests. */
  grainPercent: number
  onThemeChange: (theme: string) => void
  onFontChange: (fontId: number) => void
  onGrainChange: (percent: number) => void
  onShowLogoChange: (showLogo: boolean) => void
  onSensitiveChange: (sensitive: boolean) => void
  /** The page's own language, or none to speak its owner's account language. */
  onLocaleChange: (locale: Locale | undefined) => void
}

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

/** Theme, font, grain and logo: the page's look, shown live on the canvas. */
export function SettingsPanel(props: SettingsPanelProps) {
  const { i18n } = useLingui()
  const { plan, theme, settings, grainPercent } = props
  const isFree = plan !== 'pro'
  const themeId = useId()
  const localeId = useId()
  const localeHintId = useId()
  const logoHintId = useId()
  const proHintId = useId()
  const themeUpgrade = useUpgradePopover()
  const { colors } = themeByName(theme)

  /** A free user's pick of a Pro theme is not made: the popover says what Pro gives instead. */
  function pickTheme(name: string) {
    if (isFree && themeByName(name).premium) themeUpgrade.show()
    else props.onThemeChange(name)
  }

  return (
    <section aria-labelledby="appearance-heading" className="card bg-base-100 shadow-sm">
      <div className="card-body gap-5 p-5">
        <div className="flex items-center justify-between gap-2">
          <h2 id="appearance-heading" className="text-base font-semibold">
            <Trans id="editor.appearance" message="Appearance" />
          </h2>
          <span
            className="flex gap-1"
            aria-hidden="true"
            title={i18n._({ id: 'editor.themeColours', message: 'Theme colours' })}
          >
            {[colors.page, colors.surface, colors.accent, colors.text].map((color) => (
              <span
                key={color}
                className="ring-base-content/15 size-4 rounded-full ring-1"
                style={{ background: color }}
              />
            ))}
          </span>
        </div>

        <div className="flex flex-col gap-1.5">
          <label htmlFor={themeId} className="text-sm font-semibold">
            <Trans id="editor.theme" message="Theme" />
          </label>
          <select
            id={themeId}
            className="select w-full"
            value={theme}
            style={themeUpgrade.anchorStyle}
            aria-describedby={isFree ? proHintId : undefined}
            onChange={(event) => pickTheme(event.target.value)}
          >
            {THEMES.map((option) => (
              <option key={option.name} value={option.name}>
                {capitalised(option.name)}
                {option.premium && isFree ? ' · Pro' : ''}
              </option>
            ))}
          </select>
          <UpgradePopover {...themeUpgrade.popoverProps} reason={PLAN_MESSAGES.proTheme} />
        </div>

        <div className="flex flex-col gap-1.5">
          <label htmlFor={localeId} className="text-sm font-semibold">
            <Trans id="editor.pageLanguage" message="Page language" />
          </label>
          <select
            id={localeId}
            name="locale"
            className="select w-full"
            value={settings.locale ?? ''}
            aria-describedby={localeHintId}
            onChange={(event) => props.onLocaleChange(isLocale(event.target.value) ? event.target.value : undefined)}
          >
            <option value="">{i18n._({ id: 'editor.sameAsMyAccount', message: 'Same as my account' })}</option>
            {LOCALES.map((locale) => (
              <option key={locale} value={locale} lang={locale}>
                {LOCALE_NAMES[locale]}
              </option>
            ))}
          </select>
          <p id={localeHintId} className="text-base-content/70 text-xs">
            <Trans
              id="editor.pageLanguageHint"
              message="The language of your page’s buttons, form and notices, for every visitor. Your own text stays as you wrote it."
            />
          </p>
        </div>

        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            name="sensitive"
            className="checkbox checkbox-primary mt-0.5"
            checked={settings.sensitive === true}
            onChange={(event) => props.onSensitiveChange(event.target.checked)}
          />
          <span className="flex flex-col">
            <span className="text-sm font-semibold">
              <Trans id="editor.sensitiveContent" message="Sensitive content" />
            </span>
            <span className="text-base-content/70 text-xs">
              <Trans
                id="editor.visitorsConfirmBeforeTheySeeThe"
                message="Visitors confirm before they see the page; their browser remembers it until it closes."
              />
            </span>
          </span>
        </label>

        {isFree ? (
          <>
            <LockedSetting
              label={i18n._({ id: 'editor.font', message: 'Font' })}
              value={fontById(settings.fontId).name}
              hintId={proHintId}
            />
            <LockedSetting
              label={i18n._({ id: 'editor.grain', message: 'Grain' })}
              value={String(grainPercent)}
              hintId={proHintId}
            />
            <LockedSetting
              label={i18n._({ id: 'editor.showTesseraLogo', message: 'Show Tessera logo' })}
              value="Shown"
              hintId={logoHintId}
            />
            <p id={logoHintId} className="text-base-content/70 -mt-3 text-xs">
              <Trans
                id="editor.aSmallCreatedWithTesseraLink"
                message="A small “created with Tessera” link under your page."
              />
            </p>
            <p id={proHintId} className="text-base-content/70 border-base-300 border-t pt-4 text-xs">
              <Trans
                id="editor.proThemesFontsGrainAndHiding"
                message="Pro themes, fonts, grain and hiding the logo come with Pro."
              />
            </p>
          </>
        ) : (
          <ProSettings {...props} />
        )}
      </div>
    </section>
  )
}

/** Font, grain and logo as Pro users change them. */
function ProSettings(props: SettingsPanelProps) {
  const { settings, grainPercent } = props
  const fontId = useId()
  const grainId = useId()
  const logoHintId = useId()
  return (
    <>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={fontId} className="text-sm font-semibold">
          <Trans id="editor.font" message="Font" />
        </label>
        <select
          id={fontId}
          className="select w-full"
          value={settings.fontId}
          onChange={(event) => props.onFontChange(Number(event.target.value))}
        >
          {FONTS.map((font) => (
            <option key={font.id} value={font.id}>
              {font.name}
            </option>
          ))}
        </select>
      </div>

      <div className="flex flex-col gap-1.5">
        <div className="flex items-center gap-2">
          <label htmlFor={grainId} className="text-sm font-semibold">
            <Trans id="editor.grain" message="Grain" />
          </label>
          <output htmlFor={grainId} className="text-base-content/70 ml-auto text-sm tabular-nums">
            {grainPercent}
          </output>
        </div>
        <input
          id={grainId}
          type="range"
          min={0}
          max={100}
          step={1}
          className="range range-sm range-primary w-full"
          value={grainPercent}
          onChange={(event) => props.onGrainChange(Number(event.target.value))}
        />
      </div>

      <div className="flex flex-col gap-1.5">
        <label className="flex cursor-pointer items-center justify-between gap-3">
          <span className="text-sm font-semibold">
            <Trans id="editor.showTesseraLogo" message="Show Tessera logo" />
          </span>
          <input
            type="checkbox"
            role="switch"
            className="toggle toggle-primary toggle-sm"
            checked={settings.showLogo}
            aria-describedby={logoHintId}
            onChange={(event) => props.onShowLogoChange(event.target.checked)}
          />
        </label>
        <p id={logoHintId} className="text-base-content/70 text-xs">
          <Trans
            id="editor.aSmallCreatedWithTesseraLink"
            message="A small “created with Tessera” link under your page."
          />
        </p>
      </div>
    </>
  )
}

interface LockedSettingProps {
  label: string
  /** What the page has now, which a free user keeps. */
  value: string
  hintId: string
}

/**
 * A setting a free user cannot change, shown locked: its value beside a lock and the Pro badge.
 * Pressing it opens the upgrade popover with the spec's text.
 */
function LockedSetting({ label, value, hintId }: LockedSettingProps) {
  const labelId = useId()
  const buttonId = useId()
  const upgrade = useUpgradePopover()
  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm font-semibold">
        {label}
      </span>
      <button
        id={buttonId}
        type="button"
        {...upgrade.triggerProps}
        // Its name is the label, then all it shows (axe: the visible text is part of the name).
        aria-labelledby={`${labelId} ${buttonId}`}
        aria-describedby={hintId}
        className="rounded-field border-base-300 bg-base-200 text-base-content/80 hover:border-warning flex h-10 w-full cursor-pointer items-center gap-2 border border-dashed px-3 text-left text-sm"
      >
        <Icon name="lock" className="text-base-content/60 size-4 shrink-0" />
        <span className="min-w-0 flex-1 truncate">{value}</span>
        <ProBadge />
      </button>
      <UpgradePopover {...upgrade.popoverProps} reason={PLAN_MESSAGES.proFeature} />
    </div>
  )
}
