/** Who runs this installation and where (OPERATOR_NAME, OPERATOR_EMAIL, OPERATOR_COUNTRY, HOSTING_COUNTRY). */
export interface Operator {
  name: string
  email: string
  /** Where the operator is based. */
  country: string
  /** Where the servers and the data are. */
  hostingCountry: string
}

/** The footer's line: "Made and hosted in Poland.", or both places when they differ. */
export function madeAndHostedIn(operator: Pick<Operator, 'country' | 'hostingCountry'>): string {
  return operator.country === operator.hostingCountry
    ? `Made and hosted in ${operator.country}.`
    : `Made in ${operator.country}, hosted in ${operator.hostingCountry}.`
}
