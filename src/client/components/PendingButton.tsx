import type { ButtonHTMLAttributes } from 'react'

interface PendingButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While true the button is disabled and shows a spinner beside its label. */
  pending: boolean
}

/** A daisyUI button for actions that wait on the server; pass the variant in className. */
export function PendingButton({
  pending,
  disabled,
  className = '',
  children,
  type = 'button',
  ...props
}: PendingButtonProps) {
  return (
    <button
      type={type}
      className={`btn ${className}`}
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      {...props}
    >
      {pending ? <span className="loading loading-spinner loading-sm" aria-hidden="true" /> : null}
      {children}
    </button>
  )
}
