import { useId, type ReactNode } from 'react'
import { FONTS } from '../../../domain/fonts'
import type { GridSettings } from '../../../domain/grid'
import type { Plan } from '../../../domain/plans'
import { THEMES, themeByName } from '../../../domain/themes'
import { ProBadge } from './ProBadge'

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
}

const capitalised = (name: string) => name.charAt(0).toUpperCase() + name.slice(1)

/** Theme, font, grain and logo: the page's look, shown live on the canvas. */
export function SettingsPanel(props: SettingsPanelProps) {
  const { plan, theme, settings, grainPercent } = props
  const isFree = plan !== 'pro'
  const themeId = useId()
  const fontId = useId()
  const grainId = useId()
  const logoHintId = useId()
  const proHintId = useId()
  const { colors } = themeByName(theme)

  return (
    <section aria-labelledby="appearance-heading" className="card bg-base-100 shadow-sm">
      <div className="card-body gap-5 p-5">
        <div className="flex items-center justify-between gap-2">
          <h2 id="appearance-heading" className="text-base font-semibold">
            Appearance
          </h2>
          <span className="flex gap-1" aria-hidden="true" title="Theme colours">
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
            Theme
          </label>
          <select
            id={themeId}
            className="select w-full"
            value={theme}
            onChange={(event) => props.onThemeChange(event.target.value)}
          >
            {THEMES.map((option) => (
              <option key={option.name} value={option.name}>
                {capitalised(option.name)}
                {option.premium && isFree ? ' · Pro' : ''}
              </option>
            ))}
          </select>
        </div>

        <div className="flex flex-col gap-1.5">
          <ProControlLabel htmlFor={fontId} label="Font" isFree={isFree} />
          <select
            id={fontId}
            className="select w-full"
            value={settings.fontId}
            aria-describedby={isFree ? proHintId : undefined}
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
          <ProControlLabel htmlFor={grainId} label="Grain" isFree={isFree}>
            <output htmlFor={grainId} className="text-base-content/70 ml-auto text-sm tabular-nums">
              {grainPercent}
            </output>
          </ProControlLabel>
          <input
            id={grainId}
            type="range"
            min={0}
            max={100}
            step={1}
            className="range range-sm range-primary w-full"
            value={grainPercent}
            aria-describedby={isFree ? proHintId : undefined}
            onChange={(event) => props.onGrainChange(Number(event.target.value))}
          />
        </div>

        <div className="flex flex-col gap-1.5">
          <label className="flex cursor-pointer items-center justify-between gap-3">
            <span className="flex items-center gap-2 text-sm font-semibold">
              Show Tessera logo
              {isFree ? <ProBadge /> : null}
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
            A small “created with Tessera” link under your page.
          </p>
        </div>

        {isFree ? (
          <p id={proHintId} className="text-base-content/70 border-base-300 border-t pt-4 text-xs">
            Premium themes, fonts, grain and hiding the logo come with Pro.
          </p>
        ) : null}
      </div>
    </section>
  )
}

interface ProControlLabelProps {
  htmlFor: string
  label: string
  isFree: boolean
  /** Shown after the label and badge, e.g. the control's current value. */
  children?: ReactNode
}

/** The label row of a control that needs Pro: on the free plan the Pro badge stands beside the label. */
function ProControlLabel({ htmlFor, label, isFree, children }: ProControlLabelProps) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={htmlFor} className="text-sm font-semibold">
        {label}
      </label>
      {isFree ? <ProBadge /> : null}
      {children}
    </div>
  )
}
