declare const __TESSERA_BUILT_AT__: string | undefined

/**
 * When the running release was built (scripts/build-server.mjs writes it into the bundle), so that
 * every instance of one release agrees on it; unknown when the server runs from source.
 */
export const RELEASE_BUILT_AT: Date | undefined =
  typeof __TESSERA_BUILT_AT__ === 'string' ? new Date(__TESSERA_BUILT_AT__) : undefined
