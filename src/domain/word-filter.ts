import unhomoglyph from 'unhomoglyph'

/**
 * How the owner's word filter compares texts (ADR 0023, issue 31): pure rules, used by the server
 * only (the client never loads the confusables table).
 */

/**
 * Code points that show as nothing: zero-width space, soft hyphen, word joiner, U+FEFF, the Hangul
 * fillers, tag characters, variation selectors, bidi controls. Removed before splitting, so that
 * one of them inside a word cannot make two words of it.
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu
const MARKS = /\p{M}+/gu

/** Compatibility forms folded (full-width letters, ligatures), accents dropped, lower case. */
const foldForms = (text: string) => text.normalize('NFKD').replace(MARKS, '').toLowerCase()

/** Skeletons of recent chunks: messages repeat their words, and the table's lookup costs ~0.1 µs a character. */
const SKELETONS_KEPT = 10_000
const skeletons = new Map<string, string>()

/**
 * Look-alikes replaced by their prototype (Unicode's confusables, UTS #39: the Cyrillic `ѕраm` and
 * `spam` have one skeleton), folded once more since a prototype may be a capital (`0` → `O`).
 */
function skeleton(chunk: string): string {
  let form = skeletons.get(chunk)
  if (form === undefined) {
    if (skeletons.size >= SKELETONS_KEPT) skeletons.clear()
    form = foldForms(unhomoglyph(chunk))
    skeletons.set(chunk, form)
  }
  return form
}

/**
 * The words of a text as compared: invisible code points removed, compatibility forms, accents and
 * case folded, look-alikes replaced (chunk by chunk between white space: the table maps code point
 * by code point), then split on every run of anything but letters and digits.
 */
function filterWords(text: string): string[] {
  return foldForms(text.normalize('NFKD').replace(INVISIBLE, ''))
    .split(/\s+/)
    .map(skeleton)
    .join(' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
}

/**
 * The form in which text is compared: its filter words joined by one space, with a space at each
 * end, so that a phrase matches whole words only ("ass" never matches "class").
 */
export function filterForm(text: string): string {
  const words = filterWords(text)
  return words.length === 0 ? '' : ` ${words.join(' ')} `
}

/**
 * The first filter entry (as the owner wrote it) found in any of the texts, as whole words; entries
 * with no letter or digit never match. An entry's first word is looked up in a set of the texts'
 * words, so that only the few entries that may match are searched for as phrases.
 */
export function matchFilter(texts: readonly string[], words: readonly string[]): string | undefined {
  if (words.length === 0) return undefined
  const haystack = texts.map(filterForm).join('|')
  if (!haystack) return undefined
  const present = new Set(haystack.split(/[ |]/))
  return words.find((word) => {
    const needle = filterWords(word)
    return needle.length > 0 && present.has(needle[0]!) && haystack.includes(` ${needle.join(' ')} `)
  })
}

/** The owner's entries as kept: each once (compared in its filter form), none without a letter or digit. */
export function distinctFilterEntries(words: readonly string[]): string[] {
  const seen = new Set<string>()
  return words.filter((word) => {
    const form = filterForm(word)
    if (!form || seen.has(form)) return false
    seen.add(form)
    return true
  })
}
