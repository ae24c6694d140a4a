import { useId } from 'react'
import type { InputHTMLAttributes, ReactNode, Ref } from 'react'

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string
  name: string
  /** Guidance shown under the input and read out with it. */
  hint?: ReactNode
  /** Beside the label, such as a button with more help. */
  labelAside?: ReactNode
  /** Ids of other elements that describe the input (a tooltip, a live status). */
  describedBy?: string
  /** Marks the input as the one the last error was about. */
  invalid?: boolean
  /** What is wrong with the value, shown under the input and read out with it; marks it invalid. */
  error?: string
  /** Under the hint, such as live feedback. */
  children?: ReactNode
  ref?: Ref<HTMLInputElement>
}

export function TextField({
  label,
  hint,
  labelAside,
  describedBy,
  invalid = false,
  error,
  children,
  ...inputProps
}: TextFieldProps) {
  const inputId = useId()
  const hintId = useId()
  const errorId = useId()
  const descriptionIds = [error ? errorId : undefined, hint ? hintId : undefined, describedBy].filter(Boolean).join(' ')
  const marked = invalid || error !== undefined
  return (
    <div className="flex flex-col gap-1.5">
      <div className="relative flex items-center gap-1.5">
        <label htmlFor={inputId} className="text-sm font-semibold">
          {label}
        </label>
        {labelAside}
      </div>
      <input
        id={inputId}
        className={`input w-full ${marked ? 'input-error' : ''}`}
        aria-describedby={descriptionIds || undefined}
        aria-invalid={marked || undefined}
        {...inputProps}
      />
      {error !== undefined ? (
        <p id={errorId} className="text-error-strong text-sm font-medium">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className="text-base-content/70 text-xs">
          {hint}
        </p>
      ) : null}
      {children}
    </div>
  )
}
