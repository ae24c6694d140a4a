/** $3.99, $0 */
export function formatPrice(dollars: number): string {
  return `$${Number.isInteger(dollars) ? dollars : dollars.toFixed(2)}`
}
