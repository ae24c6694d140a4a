import type { ReactNode } from 'react'

const TONES = {
  info: {
    alert: 'alert-info',
    icon: 'text-info',
    path: 'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm1-11a1 1 0 1 1-2 0 1 1 0 0 1 2 0Zm-2 2.5a1 1 0 0 1 2 0V14a1 1 0 1 1-2 0V9.5Z',
  },
  success: {
    alert: 'alert-success',
    icon: 'text-success',
    path: 'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm3.7-9.3-4 4a1 1 0 0 1-1.4 0l-2-2a1 1 0 1 1 1.4-1.4L9 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4Z',
  },
  warning: {
    alert: 'alert-warning',
    icon: 'text-warning',
    path: 'M8.3 3.2a2 2 0 0 1 3.4 0l6 10.3A2 2 0 0 1 16 16.5H4a2 2 0 0 1-1.7-3l6-10.3ZM11 13a1 1 0 1 0-2 0 1 1 0 0 0 2 0Zm-2-6.5V10a1 1 0 1 0 2 0V6.5a1 1 0 1 0-2 0Z',
  },
  error: {
    alert: 'alert-error',
    icon: 'text-error',
    path: 'M10 18a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm0-12a1 1 0 0 1 1 1v3.5a1 1 0 1 1-2 0V7a1 1 0 0 1 1-1Zm0 8.5a1 1 0 1 1 0-2 1 1 0 0 1 0 2Z',
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
  const { alert, icon, path } = TONES[tone]
  return (
    <div role={role} className={`alert alert-soft ${alert} text-base-content items-start gap-3`}>
      <svg viewBox="0 0 20 20" fill="currentColor" className={`${icon} mt-0.5 size-5 shrink-0`} aria-hidden="true">
        <path fillRule="evenodd" clipRule="evenodd" d={path} />
      </svg>
      <div className="flex flex-col items-start gap-3">
        <p>{children}</p>
        {action}
      </div>
    </div>
  )
}
