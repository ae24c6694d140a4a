import type { I18n } from '@lingui/core'
import { countryNameIn } from '@domain/countries.js'
import type { Locale } from '@domain/locales.js'

/** Who runs this installation and where (OPERATOR_NAME, OPERATOR_EMAIL, OPERATOR_COUNTRY, HOSTING_COUNTRY). */
export interface Operator {
  name: string
  email: string
  /** Where the operator is based. */
  country: string
  /** Where the servers and the data are. */
  hostingCountry: string
}

type Countries = Pick<Operator, 'country' | 'hostingCountry'>

/** The operator's countries as the page's language names them (they are configured in English). */
export function countriesIn(operator: Countries, locale: Locale): Countries {
  return {
    country: countryNameIn(operator.country, locale),
    hostingCountry: countryNameIn(operator.hostingCountry, locale),
  }
}

/** The footer's line: "Made and hosted in Poland.", or both places when they differ. */
export function madeAndHostedIn(operator: Countries, i18n: I18n): string {
  const values = countriesIn(operator, i18n.locale as Locale)
  return operator.country === operator.hostingCountry
    ? i18n._({ id: 'site.madeAndHostedIn', message: 'Made and hosted in {country}.', values })
    : i18n._({ id: 'site.madeInHostedIn', message: 'Made in {country}, hosted in {hostingCountry}.', values })
}
