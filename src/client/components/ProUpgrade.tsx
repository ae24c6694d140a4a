import { Trans } from '@lingui/react'
import { useId, useRef, type CSSProperties, type Ref } from 'react'
import { Link } from 'react-router'
import { Icon } from '@ui/icons'
import { localText } from '../lib/texts'

/** The spec's 'Pro' badge beside what free users cannot use, with a lock so it reads as locked at a glance. */
export function ProBadge() {
  return (
    <span className="badge badge-sm badge-warning badge-soft text-base-content shrink-0 gap-1 font-semibold">
      <Icon name="lock" className="size-3" />
      <Trans id="common.pro" message="Pro" />
    </span>
  )
}

const anchorStyle = (anchor: string): CSSProperties => ({ anchorName: anchor })

/**
 * A short upgrade popover for a locked control: opened by the control itself (`triggerProps` on a
 * button) or from code (`show`, e.g. after a Pro option was picked in a select). It sits under the
 * control where CSS anchor positioning is supported and in the middle of the screen elsewhere.
 */
export function useUpgradePopover() {
  const name = useId().replace(/[^A-Za-z0-9_-]/g, '')
  const id = `upgrade-${name}`
  const anchor = `--upgrade-${name}`
  const ref = useRef<HTMLDivElement>(null)
  return {
    /** For the button that opens the popover (and is its anchor). */
    triggerProps: { popoverTarget: id, style: anchorStyle(anchor) },
    /** For a control that opens it from code (`show`): the popover is placed under it. */
    anchorStyle: anchorStyle(anchor),
    show: () => ref.current?.showPopover(),
    popoverProps: { id, anchor, popoverRef: ref },
  }
}

interface UpgradePopoverProps {
  id: string
  anchor: string
  popoverRef: Ref<HTMLDivElement>
  /** Why the control is locked: the spec's text, e.g. 'This theme is available only for PRO users!'. */
  reason: string
}

/**
 * What Pro gives and the way to it. A native popover: Escape and a click outside close it, and the
 * focus, moved to "See Pro" when it opens, returns to the control when it closes.
 */
export function UpgradePopover({ id, anchor, popoverRef, reason }: UpgradePopoverProps) {
  const titleId = useId()
  return (
    <div
      ref={popoverRef}
      id={id}
      popover="auto"
      role="dialog"
      aria-labelledby={titleId}
      style={{ positionAnchor: anchor }}
      className="rounded-box border-base-300 bg-base-100 text-base-content w-80 max-w-[calc(100vw-1.5rem)] border p-4 shadow-xl supports-[position-area:bottom]:inset-auto supports-[position-area:bottom]:m-0 supports-[position-area:bottom]:my-2 supports-[position-area:bottom]:[position-area:bottom_span-right] supports-[position-area:bottom]:[position-try-fallbacks:flip-block,flip-inline]"
    >
      <div className="flex flex-col gap-3 text-left">
        <p id={titleId} className="flex items-start gap-2 font-semibold">
          <Icon name="lock" className="text-warning mt-0.5 size-4 shrink-0" />
          {localText(reason)}
        </p>
        <p className="text-base-content/80 text-sm font-normal">
          <Trans
            id="common.proGivesYou6TesserasEvery"
            message="Pro gives you 6 Tesseras, every component including the message box and the links grid, every theme, font and grain, no Tessera logo, and the inbox."
          />
        </p>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn btn-ghost btn-sm" popoverTarget={id} popoverTargetAction="hide">
            <Trans id="common.notNow" message="Not now" />
          </button>
          {/* The popover focusing steps give the focus to the `autofocus` element when it opens. */}
          <Link to="/profile" className="btn btn-primary btn-sm" ref={(link) => link?.setAttribute('autofocus', '')}>
            <Trans id="common.seePro" message="See Pro" />
          </Link>
        </div>
      </div>
    </div>
  )
}
