import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react'
import { useId } from 'react'
import { Link } from 'react-router'
import { firstRunSteps, type FirstRunStep, type FirstRunStepId } from '@domain/first-run'
import type { GridSummary } from '@domain/grid-summary'
import { Icon } from '@ui/icons'
import { ProBadge } from '../../components/ProUpgrade'
import { EDIT_HASH } from '../../lib/editor-address'
import { useNotificationSettings } from '../../lib/notification-settings'
import { useViewer } from '../../lib/session'
import { copyLinkOf, useFirstRunMemory } from './first-run-memory'

/**
 * Each step's label, and what it is about in the middle of a sentence: the accessible names of the
 * step's action say which step it is for ("Edit your page: add a photo").
 */
const STEP_TEXTS: Record<
  FirstRunStepId,
  { label: MessageDescriptor; what: MessageDescriptor; proFor?: MessageDescriptor }
> = {
  photo: {
    label: /*i18n*/ { id: 'home.stepPhoto', message: 'Add a photo' },
    what: /*i18n*/ { id: 'home.stepPhotoWhat', message: 'add a photo' },
  },
  links: {
    label: /*i18n*/ { id: 'home.stepLinks', message: 'Add your links' },
    what: /*i18n*/ { id: 'home.stepLinksWhat', message: 'add your links' },
  },
  message: {
    label: /*i18n*/ { id: 'home.stepMessage', message: 'Add a message box' },
    what: /*i18n*/ { id: 'home.stepMessageWhat', message: 'add a message box' },
    proFor: /*i18n*/ { id: 'home.stepMessageProFor', message: 'a message box' },
  },
  notify: {
    label: /*i18n*/ { id: 'home.stepNotify', message: 'Get an email when someone writes' },
    what: /*i18n*/ { id: 'home.stepNotifyWhat', message: 'get an email when someone writes' },
    proFor: /*i18n*/ { id: 'home.stepNotifyProFor', message: 'email notifications' },
  },
  share: {
    label: /*i18n*/ { id: 'home.stepShare', message: 'Share your link' },
    what: /*i18n*/ { id: 'home.stepShareWhat', message: 'share your link' },
  },
}

interface FirstRunChecklistProps {
  profile: GridSummary
  /** After the checklist is dismissed, so the page can move the focus that was on it. */
  onDismissed: () => void
}

/**
 * The first steps of a new creator, ticked off from the profile page as visitors see it (its published
 * tiles) and from copying its link; dismissed for good from here (remembered in the browser, ADR 0032).
 */
export function FirstRunChecklist({ profile, onDismissed }: FirstRunChecklistProps) {
  const { i18n } = useLingui()
  const viewer = useViewer()
  const headingId = useId()
  const memory = useFirstRunMemory(viewer.id)
  const notifications = useNotificationSettings(viewer.plan === 'pro' && !memory.dismissed)
  if (memory.dismissed) return null
  const steps = firstRunSteps(profile.tiles, {
    linkShared: memory.linkShared,
    plan: viewer.plan,
    notify: notifications.data?.notify,
  })
  const doneCount = steps.filter((step) => step.done).length
  const allDone = doneCount === steps.length

  return (
    <section aria-labelledby={headingId} className="card bg-base-100 shadow-sm">
      <div className="card-body gap-4 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div className="flex flex-col gap-1">
            <h2 id={headingId} className="text-xl font-semibold">
              {allDone ? (
                <Trans id="home.yourPageIsReady" message="Your page is ready" />
              ) : (
                <Trans id="home.getYourPageReady" message="Get your page ready" />
              )}
            </h2>
            <p className="text-base-content/70 text-sm">
              {allDone ? (
                <Trans id="home.everyStepIsDone" message="Every step is done. Keep adding tiles whenever you like." />
              ) : (
                <Trans
                  id="home.stepsDoneOf"
                  message="{doneCount} of {count} done. Each step ticks itself off once your page shows it."
                  values={{ doneCount, count: steps.length }}
                />
              )}
            </p>
          </div>
          <button
            type="button"
            className="btn btn-ghost btn-sm shrink-0"
            onClick={() => {
              memory.dismiss()
              onDismissed()
            }}
          >
            <Icon name="x" className="size-4" />
            <Trans id="home.dismiss" message="Dismiss" />
          </button>
        </div>
        <progress
          className="progress progress-success w-full"
          value={doneCount}
          max={steps.length}
          aria-label={i18n._({ id: 'home.stepsDone', message: 'Steps done' })}
        />
        <ol className="grid gap-2 sm:grid-cols-2">
          {steps.map((step) => (
            <li key={step.id}>
              <StepRow step={step} profile={profile} />
            </li>
          ))}
        </ol>
      </div>
    </section>
  )
}

function StepRow({ step, profile }: { step: FirstRunStep; profile: GridSummary }) {
  const { i18n } = useLingui()
  return (
    <div className="border-base-300 flex min-h-14 items-center gap-3 rounded-box border px-3 py-2">
      <span
        className={`grid size-6 shrink-0 place-items-center rounded-full ${
          step.done ? 'bg-success text-success-content' : 'border-base-content/30 border-2'
        }`}
      >
        {step.done ? <Icon name="check" className="size-4" /> : null}
      </span>
      <span className={`min-w-0 flex-1 font-medium ${step.done ? 'text-base-content/60 line-through' : ''}`}>
        {i18n._(STEP_TEXTS[step.id].label)}
        <span className="sr-only">
          {step.done ? <Trans id="home.stepDone" message=" (done)" /> : <Trans id="home.stepToDo" message=" (to do)" />}
        </span>
        {step.needsPro && !step.done ? <ProBadge /> : null}
      </span>
      {step.done && !step.settingPath ? null : <StepAction step={step} profile={profile} />}
    </div>
  )
}

function StepAction({ step, profile }: { step: FirstRunStep; profile: GridSummary }) {
  const { i18n } = useLingui()
  const viewer = useViewer()
  if (step.needsPro) {
    return (
      <Link to="/profile" className="btn btn-outline btn-sm shrink-0">
        <Trans
          id="home.seeProFor"
          message="See Pro<0> for {what}</0>"
          values={{ what: i18n._(STEP_TEXTS[step.id].proFor ?? STEP_TEXTS[step.id].what) }}
          components={{ 0: <span className="sr-only" /> }}
        />
      </Link>
    )
  }
  if (step.settingPath) {
    return (
      <Link
        to={step.settingPath}
        className="btn btn-outline btn-sm shrink-0"
        aria-label={i18n._({
          id: 'home.settingsFor',
          message: 'Settings: {what}',
          values: { what: i18n._(STEP_TEXTS[step.id].what) },
        })}
      >
        <Trans id="home.settings" message="Settings" />
      </Link>
    )
  }
  if (step.id === 'share') {
    return (
      <button
        type="button"
        className="btn btn-outline btn-sm shrink-0"
        onClick={() => void copyLinkOf(profile, viewer.id)}
      >
        <Icon name="link" className="size-4" />
        <Trans id="home.copyLink" message="Copy link" />
      </button>
    )
  }
  return (
    <a
      href={`/${profile.name}#${EDIT_HASH}`}
      className="btn btn-outline btn-sm shrink-0"
      aria-label={i18n._({
        id: 'home.editYourPage',
        message: 'Edit your page: {what}',
        values: { what: i18n._(STEP_TEXTS[step.id].what) },
      })}
    >
      <Icon name="pencil" className="size-4" />
      <Trans id="common.edit" message="Edit" />
    </a>
  )
}
