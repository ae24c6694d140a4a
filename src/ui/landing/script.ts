import { enhanceLanding } from './enhance.js'

/** FNV-1a, enough to tell versions of one small file apart. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0).toString(36)
}

/**
 * The landing script's file. tsx (and esbuild with keepNames) wraps inner functions in `__name()`,
 * which exists only in Node: a no-op stands in for it in the browser.
 */
export const LANDING_SCRIPT = `(()=>{const __name=(f)=>f;(${enhanceLanding.toString()})()})()\n`

/** Versioned by content, so the server can let browsers cache it for a year. */
export const LANDING_SCRIPT_PATH = '/landing/landing.js'
export const LANDING_SCRIPT_URL = `${LANDING_SCRIPT_PATH}?v=${fnv1a(LANDING_SCRIPT)}`
