const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' })

/** "December 23, 2026" */
export function formatDay(iso: string): string {
  return DAY.format(new Date(iso))
}

/** $3.99, $0 */
export function formatPrice(dollars: number): string {
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`
}
