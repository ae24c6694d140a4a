import type { FormEvent } from 'react'

/**
 * Keeps a form on the page instead of letting the browser submit it as a GET, which would put
 * passwords in the URL. Forms use it until they are wired to the API.
 */
export function preventNativeSubmit(event: FormEvent<HTMLFormElement>) {
  event.preventDefault()
}
