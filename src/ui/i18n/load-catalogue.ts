import type { Messages } from '@lingui/core'
import type { Locale } from '@domain/locales.js'

/** One language's compiled catalogue, as its own chunk: the app downloads only the one it speaks. */
export async function loadCatalogue(locale: Locale): Promise<Messages> {
  const { messages } = (await import(`./locales/${locale}/messages.ts`)) as { messages: Messages }
  return messages
}
