import { Trans } from '@lingui/react'
import { useId } from 'react'
import { LINK_ICON_NAMES, linkIcon } from '@domain/link-icons'
import { LinkIconGlyph } from '@ui/tiles/LinkIconGlyph'

interface TextInputProps {
  label: string
  /** The path of the value in the tile data, e.g. `links.2.url`: errors point at it. */
  name: string
  value: string
  onChange: (value: string) => void
  /** Stops typing at the limit, which a counter shows unless `showCounter` is false. */
  maxLength?: number
  showCounter?: boolean
  multiline?: boolean
  type?: 'text' | 'email' | 'tel' | 'url' | 'datetime-local'
  autoComplete?: string
  placeholder?: string
  error?: string
  /** The label is read out but not shown (the row already says what the field is). */
  hideLabel?: boolean
  autoFocus?: boolean
}

/** A labelled input or textarea with an optional character counter and an inline error. */
export function TextInput({
  label,
  name,
  value,
  onChange,
  maxLength,
  showCounter = true,
  multiline = false,
  type = 'text',
  autoComplete = 'off',
  placeholder,
  error,
  hideLabel = false,
  autoFocus = false,
}: TextInputProps) {
  const id = useId()
  const counterId = useId()
  const errorId = useId()
  const counted = maxLength !== undefined && showCounter
  const describedBy = [counted ? counterId : undefined, error ? errorId : undefined].filter(Boolean).join(' ')
  const shared = {
    id,
    name,
    value,
    maxLength,
    placeholder,
    autoComplete,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'data-autofocus': autoFocus || undefined,
    // The Edit form looks for this to know the field shows its own error message.
    'data-shows-error': true,
  }
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <div className={`flex items-baseline justify-between gap-2 ${hideLabel ? 'sr-only' : ''}`}>
        <label htmlFor={id} className="text-sm font-semibold">
          {label}
        </label>
        {counted ? (
          <span id={counterId} className="text-base-content/60 text-xs tabular-nums">
            <Trans
              id="tiles.characterCount"
              message="{length}/{maxLength}<0> characters</0>"
              values={{ length: value.length, maxLength }}
              components={{ 0: <span className="sr-only" /> }}
            />
          </span>
        ) : null}
      </div>
      {multiline ? (
        <textarea
          {...shared}
          rows={4}
          className={`textarea w-full ${error ? 'textarea-error' : ''}`}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <input
          {...shared}
          type={type}
          className={`input w-full ${error ? 'input-error' : ''}`}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error ? (
        <p id={errorId} className="text-error-strong text-sm font-medium">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A brand mark, drawn like the tiles draw it. */
export function LinkGlyph({ icon, className = 'size-5' }: { icon: string; className?: string }) {
  return <LinkIconGlyph icon={linkIcon(icon)} className={`${className} shrink-0 fill-current`} />
}

interface IconSelectProps {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  hideLabel?: boolean
}

/** All 30 link icons of the spec (its editor left out Telegram, Dropbox and Meta by mistake). */
export function IconSelect({ label, name, value, onChange, hideLabel = false }: IconSelectProps) {
  const id = useId()
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className={hideLabel ? 'sr-only' : 'text-sm font-semibold'}>
        {label}
      </label>
      <div className="flex items-center gap-2">
        <span className="bg-base-200 grid size-10 shrink-0 place-items-center rounded-field">
          <LinkGlyph icon={value} />
        </span>
        <select
          id={id}
          name={name}
          required
          className="select w-full min-w-0"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {LINK_ICON_NAMES.map((icon) => (
            <option key={icon} value={icon}>
              {icon}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
