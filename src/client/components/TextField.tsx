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
  children,
  ...inputProps
}: TextFieldProps) {
  const inputId = useId()
  const hintId = useId()
  const descriptionIds = [hint ? hintId : undefined, describedBy].filter(Boolean).join(' ')
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
        className={`input w-full ${invalid ? 'input-error' : ''}`}
        aria-describedby={descriptionIds || undefined}
        aria-invalid={invalid || undefined}
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="text-base-content/70 text-xs">
          {hint}
        </p>
      ) : null}
      {children}
    </div>
  )
}
