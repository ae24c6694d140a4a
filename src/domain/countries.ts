import type { Locale } from './locales.js'

/** English country names (`Poland`, `united kingdom`) → their region code, worked out on first use. */
let regionCodes: Map<string, string> | undefined

function regionCodeOf(englishName: string): string | undefined {
  if (!regionCodes) {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
    regionCodes = new Map()
    for (let first = 65; first <= 90; first++) {
      for (let second = 65; second <= 90; second++) {
        const code = String.fromCharCode(first, second)
        const name = names.of(code)
        if (name) regionCodes.set(name.toLowerCase(), code)
      }
    }
  }
  return regionCodes.get(englishName.trim().toLowerCase())
}

const displayNames = new Map<Locale, Intl.DisplayNames>()

/**
 * A country named in English (the operator's settings, OPERATOR_COUNTRY: `Poland`) as the
 * language names it (`Polska`); a name that is not a country's English name stays as written.
 */
export function countryNameIn(englishName: string, locale: Locale): string {
  const code = regionCodeOf(englishName)
  if (!code) return englishName
  let names = displayNames.get(locale)
  if (!names) displayNames.set(locale, (names = new Intl.DisplayNames([locale], { type: 'region' })))
  return names.of(code) ?? englishName
}
