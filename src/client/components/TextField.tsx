import { useId } from 'react'
import type { InputHTMLAttributes } from 'react'

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'> {
  label: string
  name: string
  /** Guidance shown under the input and read out with it. */
  hint?: string
}

export function TextField({ label, hint, ...inputProps }: TextFieldProps) {
  const inputId = useId()
  const hintId = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="text-sm font-semibold">
        {label}
      </label>
      <input id={inputId} className="input w-full" aria-describedby={hint ? hintId : undefined} {...inputProps} />
      {hint ? (
        <p id={hintId} className="text-base-content/70 text-xs">
          {hint}
        </p>
      ) : null}
    </div>
  )
}
