const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** Methods that change nothing (RFC 9110 §9.2.1). */
export const isSafeMethod = (method: string) => SAFE_METHODS.has(method)
