// The part of negotiator 1.x that the server uses (@types/negotiator predates its `preferred` option).
declare module 'negotiator' {
  export default class Negotiator {
    constructor(request: { headers: Record<string, string | undefined> })
    /** The client's most preferred of `available`; ties go to the earliest of `preferred`. */
    encoding(available: readonly string[], options?: { preferred?: readonly string[] }): string | undefined
  }
}
