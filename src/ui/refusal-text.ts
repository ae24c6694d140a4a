/**
 * A refusal of the API (its code and English message) in a page's words (`texts`, from
 * message-errors.ts): by the server's message, else by its code, else the page's general text.
 * Without texts the page speaks the server's language and shows its message. Shared by the server
 * and the page's script, so it imports nothing.
 */
export function refusalText(
  texts: Readonly<Record<string, string>> | undefined,
  error: { code?: string; message?: string },
  fallback: string,
): string {
  if (!texts) return error.message || fallback
  return (error.message && texts[error.message]) || (error.code && texts[error.code]) || fallback
}
