/** Both drivers report Postgres error codes; drizzle may wrap the driver's error in `cause`. */
function postgresError(error: unknown): { code?: string; constraint?: string } | undefined {
  let current: unknown = error
  for (let depth = 0; current && depth < 3; depth++) {
    const candidate = current as { code?: unknown; constraint?: string; cause?: unknown }
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) return candidate as { code: string }
    current = candidate.cause
  }
  return undefined
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pgError = postgresError(error)
  if (pgError?.code !== '23505') return false
  return constraint === undefined || pgError.constraint === constraint
}
