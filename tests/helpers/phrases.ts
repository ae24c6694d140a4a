import type { SkippedItem } from '@domain/imports/imported.js'
import { sayPhrase, type Phrase } from '@domain/text.js'

/** An import preview's lines in English, as the CLI prints them. */
export const inWords = (phrases: readonly Phrase[]) => phrases.map((said) => sayPhrase(said))

export const skippedInWords = (items: readonly SkippedItem[]) =>
  items.map(({ item, reason }) => ({ item: sayPhrase(item), reason: sayPhrase(reason) }))
