import { getCatalogs } from '@lingui/cli/api'
import { getConfig } from '@lingui/conf'
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { beforeAll, describe, expect, test } from 'vitest'
import { LOCALES } from '@domain/locales'
import { messages as compiledEn } from '@ui/i18n/locales/en/messages'
import { messages as compiledPl } from '@ui/i18n/locales/pl/messages'

// The catalogues against the source (ADR 0068): what `npm run i18n:extract` and `npm run i18n:compile`
// would change is a failure here, so a text added without its translation does not land.
type Catalogue = Record<string, { message?: string; translation?: string }>
let source: Record<string, { message?: string }>
let catalogues: Record<string, Catalogue>

beforeAll(async () => {
  const [catalog] = await getCatalogs(getConfig({ cwd: process.cwd(), skipValidation: true }))
  source = (await catalog!.collect())!
  catalogues = (await catalog!.readAll()) as Record<string, Catalogue>
}, 120_000)

describe('the message catalogues', () => {
  test('every message of the source is in every catalogue, translated, and the catalogues hold no other', () => {
    for (const locale of LOCALES) {
      const catalogue = catalogues[locale]!
      expect(Object.keys(catalogue).sort(), locale).toEqual(Object.keys(source).sort())
      const untranslated = Object.entries(catalogue).filter(([, entry]) => !entry.translation)
      expect(
        untranslated.map(([id]) => id),
        locale,
      ).toEqual([])
    }
  })

  test('the English catalogue says what the source says', () => {
    const english = Object.fromEntries(Object.entries(catalogues.en!).map(([id, entry]) => [id, entry.translation]))
    const written = Object.fromEntries(Object.entries(source).map(([id, entry]) => [id, entry.message]))
    expect(english).toEqual(written)
  })

  test('every translation is a valid ICU message, and the compiled catalogues are up to date', () => {
    const compiled = { en: compiledEn, pl: compiledPl }
    for (const locale of LOCALES) {
      const fromCatalogue = Object.fromEntries(
        Object.entries(catalogues[locale]!).map(([id, entry]) => [id, compileMessageOrThrow(entry.translation!)]),
      )
      expect(compiled[locale], `${locale}: run npm run i18n:compile`).toEqual(fromCatalogue)
    }
  })
})
