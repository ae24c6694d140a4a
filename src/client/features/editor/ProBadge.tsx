import { Icon } from './icons'

/** The spec's 'Pro' badge beside what free users cannot use. */
export function ProBadge() {
  return (
    <span className="badge badge-sm badge-warning badge-soft text-base-content gap-1 font-semibold">
      <Icon name="lock" className="size-3" />
      Pro
    </span>
  )
}
