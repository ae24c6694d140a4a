import type { ReactNode } from 'react'
import { Icon } from '@ui/icons'

const TONES = {
  info: {
    alert: 'alert-info',
    icon: 'text-info',
  },
  success: {
    alert: 'alert-success',
    icon: 'text-success',
  },
  warning: {
    alert: 'alert-warning',
    icon: 'text-warning',
  },
  error: {
    alert: 'alert-error',
    icon: 'text-error',
  },
} as const

interface BannerProps {
  tone: keyof typeof TONES
  /** 'alert' for problems the visitor must act on; 'status' (polite) otherwise. */
  role?: 'alert' | 'status'
  action?: ReactNode
  children: ReactNode
}

/**
 * A message at the top of a form: a daisyUI soft alert with an optional action under the text.
 * The tone shows in the tint and the icon; the text keeps the base colour, as daisyUI's tone colours
 * are too light for text on their own tint.
 */
export function Banner({ tone, role = 'status', action, children }: BannerProps) {
  const { alert, icon } = TONES[tone]
  return (
    <div role={role} className={`alert alert-soft ${alert} text-base-content items-start gap-3`}>
      <Icon name={tone} className={`${icon} mt-0.5 size-5 shrink-0`} />
      <div className="flex flex-col items-start gap-3">
        <p>{children}</p>
        {action}
      </div>
    </div>
  )
}
