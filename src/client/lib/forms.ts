import { useState } from 'react'
import type { FormEvent } from 'react'
import { toast } from 'sonner'

/**
 * The field the last error was about: the message goes to a toast (the spec's feedback), the
 * field gets focus and aria-invalid, and editing it clears the mark.
 */
export function useFieldError<Field extends string>() {
  const [invalidField, setInvalidField] = useState<Field>()

  function showFieldError(form: HTMLFormElement | null, field: Field | undefined, message: string) {
    toast.error(message)
    setInvalidField(field)
    if (form && field) form.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus()
  }

  /** For the form's onChange: an edit of the marked field clears the mark. */
  function clearOnEdit(event: FormEvent<HTMLFormElement>) {
    const target: EventTarget = event.target
    if (target instanceof HTMLInputElement && target.name === invalidField) setInvalidField(undefined)
  }

  return {
    isInvalid: (field: Field) => invalidField === field,
    showFieldError,
    clearOnEdit,
    clearFieldError: () => setInvalidField(undefined),
  }
}
