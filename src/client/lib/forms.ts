import { useState } from 'react'
import type { FormEvent } from 'react'
import { toast } from 'sonner'
import { localText } from './texts'

/**
 * The invalid fields of a form, each with its own message: one message goes to a toast (the
 * spec's feedback), every field gets aria-invalid and its message, the first in the form gets
 * focus, and editing a field clears its mark. A message that is a text of src/domain (a rule
 * checked here, or the server's refusal) is shown in the app's language.
 */
export function useFieldErrors<Field extends string>() {
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})

  function showFieldErrors(form: HTMLFormElement | null, found: Partial<Record<Field, string>>, toastMessage: string) {
    toast.error(localText(toastMessage))
    setErrors(
      Object.fromEntries(
        Object.entries(found).map(([field, message]) => [field, localText(message as string)]),
      ) as Partial<Record<Field, string>>,
    )
    const inputs = form ? Array.from(form.querySelectorAll<HTMLInputElement>('input[name]')) : []
    inputs.find((input) => input.name in found)?.focus()
  }

  /** For the form's onChange: an edit of a marked field clears its mark. */
  function clearOnEdit(event: FormEvent<HTMLFormElement>) {
    const target: EventTarget = event.target
    if (!(target instanceof HTMLInputElement) || !(target.name in errors)) return
    const edited = target.name as Field
    setErrors((current) => {
      const rest = { ...current }
      delete rest[edited]
      return rest
    })
  }

  return {
    errorOf: (field: Field) => errors[field],
    showFieldErrors,
    clearOnEdit,
    clearFieldErrors: () => setErrors({}),
  }
}

/** The field the last error was about, marked without a message of its own: the toast says it. */
export function useFieldError<Field extends string>() {
  const { errorOf, showFieldErrors, clearOnEdit, clearFieldErrors } = useFieldErrors<Field>()

  function showFieldError(form: HTMLFormElement | null, field: Field | undefined, message: string) {
    showFieldErrors(form, field ? ({ [field]: message } as Partial<Record<Field, string>>) : {}, message)
  }

  return {
    isInvalid: (field: Field) => errorOf(field) !== undefined,
    showFieldError,
    clearOnEdit,
    clearFieldError: clearFieldErrors,
  }
}
