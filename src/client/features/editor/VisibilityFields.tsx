import { Trans, useLingui } from '@lingui/react'
import type { Plan } from '@domain/plans'
import { PLAN_MESSAGES } from '@domain/plans'
import type { TileSchedule, TileVisibility } from '@domain/tile-visibility'
import { ProBadge, UpgradePopover, useUpgradePopover } from '../../components/ProUpgrade'
import { TextInput } from '../../tiles/fields'

/** The time zone of this browser: a new schedule's times are entered in it. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone

interface VisibilityFieldsProps {
  value: TileVisibility
  onChange: (value: TileVisibility) => void
  plan: Plan
  /** Whether the tile has links to hold back behind a confirmation. */
  canBeSensitive: boolean
  errorFor: (field: string) => string | undefined
}

/** The tile form's Visibility tab (ADR 0059): Hide, Sensitive content and the schedule (Pro). */
export function VisibilityFields({ value, onChange, plan, canBeSensitive, errorFor }: VisibilityFieldsProps) {
  const { i18n } = useLingui()
  const schedule: TileSchedule = value.schedule ?? { timeZone: browserTimeZone() }
  const setSchedule = (change: Partial<TileSchedule>) => onChange({ ...value, schedule: { ...schedule, ...change } })
  return (
    <div className="flex flex-col gap-4">
      <Toggle
        name="hidden"
        label={i18n._({ id: 'editor.hideThisTile', message: 'Hide this tile' })}
        hint={i18n._({
          id: 'editor.visitorsDoNotSeeItAnywhere',
          message:
            'Visitors do not see it anywhere; it stays here, dimmed, until you show it again. Saved with the page.',
        })}
        checked={value.hidden === true}
        onChange={(hidden) => onChange({ ...value, hidden })}
      />
      {canBeSensitive ? (
        <Toggle
          name="sensitive"
          label={i18n._({ id: 'editor.sensitiveContent', message: 'Sensitive content' })}
          hint={i18n._({
            id: 'editor.visitorsSeeItsTitleWithA',
            message: 'Visitors see its title with a notice and confirm before they reach its link.',
          })}
          checked={value.sensitive === true}
          onChange={(sensitive) => onChange({ ...value, sensitive })}
        />
      ) : null}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 flex items-center gap-2 text-sm font-semibold">
          <Trans id="editor.schedule" message="Schedule" /> {plan === 'pro' ? null : <ProBadge />}
        </legend>
        {plan === 'pro' ? (
          <>
            <div className="grid gap-3 sm:grid-cols-2">
              <TextInput
                label={i18n._({ id: 'editor.showFrom', message: 'Show from' })}
                name="schedule.start"
                type="datetime-local"
                value={schedule.start ?? ''}
                onChange={(start) => setSchedule({ start })}
                error={errorFor('schedule.start')}
              />
              <TextInput
                label={i18n._({ id: 'editor.showUntil', message: 'Show until' })}
                name="schedule.end"
                type="datetime-local"
                value={schedule.end ?? ''}
                onChange={(end) => setSchedule({ end })}
                error={errorFor('schedule.end') ?? errorFor('schedule.timeZone')}
              />
            </div>
            <p className="text-base-content/70 text-sm">
              <Trans
                id="editor.timesInLeaveATimeEmpty"
                message="Times in {timeZone}. Leave a time empty to keep that side open."
                values={{ timeZone: schedule.timeZone }}
              />
            </p>
          </>
        ) : (
          <LockedSchedule />
        )}
      </fieldset>
    </div>
  )
}

function Toggle({
  name,
  label,
  hint,
  checked,
  onChange,
}: {
  name: string
  label: string
  hint: string
  checked: boolean
  onChange: (checked: boolean) => void
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3">
      <input
        type="checkbox"
        name={name}
        className="checkbox checkbox-primary mt-0.5"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="flex flex-col">
        <span className="text-sm font-semibold">{label}</span>
        <span className="text-base-content/70 text-sm">{hint}</span>
      </span>
    </label>
  )
}

/** Free: the schedule is shown locked before the click, and pressing it says why (ADR 0021). */
function LockedSchedule() {
  const upgrade = useUpgradePopover()
  return (
    <>
      <button type="button" {...upgrade.triggerProps} className="btn btn-sm btn-outline w-fit gap-2">
        <Trans id="editor.scheduleThisTile" message="Schedule this tile" />
        <ProBadge />
      </button>
      <UpgradePopover {...upgrade.popoverProps} reason={PLAN_MESSAGES.proFeature} />
    </>
  )
}
