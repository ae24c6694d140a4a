import { isIP } from 'node:net'
import { z } from 'zod'
import { PaymentMode } from '@domain/billing.js'
import { DEFAULT_LOCALE, LocaleSchema } from '@domain/locales.js'
import { devAppPort } from './dev-app.js'

const optionalUrl = z.url().optional()
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value)

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  // `npm run dev` only: the port of the app's dev server, whose origin the server then trusts.
  DEV_APP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  BASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .refine((value) => /^postgres(ql)?:\/\//.test(value) && URL.canParse(value), {
      message: 'must be a postgres:// or postgresql:// URL',
    })
    .optional(),
  // The listening connection's heartbeat (ADR 0015): how often, and how long it may take.
  DATABASE_HEARTBEAT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  DATABASE_HEARTBEAT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .refine((value) => /^smtps?:\/\//.test(value) && URL.canParse(value), {
      message: 'must be an smtp:// or smtps:// URL',
    })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Tessera <no-reply@tessera.local>'),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_', 'must start with sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', 'must start with whsec_').optional(),
  STRIPE_PRO_PRICE: z.string().min(1).default('tessera_pro_monthly'),
  // Unset: stripe with a key, else the sandbox while developing and testing, off in production (ADR 0009).
  PAYMENTS: PaymentMode.optional(),
  // The sandbox gives Pro away; production runs it only when the operator says so in so many words.
  ALLOW_SANDBOX_IN_PRODUCTION: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  REDIS_URL: z
    .string()
    .refine((value) => /^rediss?:\/\//.test(value) && URL.canParse(value), {
      message: 'must be a redis:// or rediss:// URL',
    })
    .optional(),
  // Redis keys start with this, so that installations (or test runs) sharing one Redis never mix.
  REDIS_PREFIX: z
    .string()
    .regex(/^[\w:.-]{1,64}$/, 'must be 1 to 64 letters, digits, or the characters _ : . -')
    .default('tessera:'),
  // Which proxies may tell the client's address in X-Forwarded-For (rate limits count per address).
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, context) => {
      const trusted = parseTrustProxy(value)
      if (trusted === undefined) {
        context.addIssue({
          code: 'custom',
          message:
            'must be false, true (one hop), a number of hops, or a comma-separated list of proxy addresses or CIDRs',
        })
        return z.NEVER
      }
      return trusted
    }),
  // An embed tile's preview fetch (oEmbed and thumbnail) gives up after this long; the tile saves anyway.
  EMBED_FETCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(4000),
  // Tests only: a local fake oEmbed provider (http://127.0.0.1:port) every preview fetch goes to, exempt
  // from the https and public-address rules (ADR 0064). Refused unless NODE_ENV=test.
  EMBED_TEST_PROVIDER: z.url({ protocol: /^http$/, hostname: /^127\.0\.0\.1$/ }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Who runs this installation, as the legal pages name them; FEEDBACK_URL is a feature-request board.
  OPERATOR_NAME: z.string().trim().min(1).max(120).default('the Tessera operator'),
  OPERATOR_EMAIL: z.email().default('contact@tessera.local'),
  // Where the operator is based and where the data is hosted (default: the same), for the footer and the legal pages.
  OPERATOR_COUNTRY: z.string().trim().min(2).max(60).default('Poland'),
  HOSTING_COUNTRY: z.string().trim().min(2).max(60).optional(),
  // Which version of the legal pages prevails where a translation differs (ADR 0068).
  LEGAL_PREVAILING_LANGUAGE: LocaleSchema.default(DEFAULT_LOCALE),
  FEEDBACK_URL: z.url({ protocol: /^https?$/ }).optional(),
  // Visitor analytics (ADR 0013): on by default; counts are written every ANALYTICS_FLUSH_MS.
  ANALYTICS: z
    .enum(['on', 'off'])
    .default('on')
    .transform((value) => value === 'on'),
  ANALYTICS_FLUSH_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  // Custom domains (ADR 0065): the resolver their checks ask (host:port; unset, the system's), the
  // host a CNAME must name (default BASE_URL's) and the addresses A/AAAA records must hold (default
  // that host's own), and whether names under .test are taken (tests and local set-ups).
  DNS_RESOLVER: z
    .string()
    .refine((value) => isIP(value) !== 0 || isIP(value.replace(/^\[(.*)\](:\d+)?$|:\d+$/, '$1')) !== 0, {
      message: 'must be an IP address, with :port if not 53',
    })
    .optional(),
  CUSTOM_DOMAIN_TARGET: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, 'must be a host name')
    .optional(),
  CUSTOM_DOMAIN_ADDRESSES: z
    .string()
    .optional()
    .transform((value, context) => {
      const addresses = (value ?? '')
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean)
      if (addresses.some((address) => isIP(address) === 0)) {
        context.addIssue({ code: 'custom', message: 'must be a comma-separated list of IP addresses' })
        return z.NEVER
      }
      return addresses
    }),
  CUSTOM_DOMAINS_ALLOW_TEST: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
})

const SECRET_VARIABLES = new Set([
  'AUTH_SECRET',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'REDIS_URL',
])

/**
 * `false` trusts no proxy; a number trusts that many hops in front of the app (`true` is one: the
 * usual single load balancer), so the client's address is the one the outermost trusted proxy saw;
 * a list trusts exactly those proxy addresses and networks. Trusting the whole X-Forwarded-For chain
 * would let every client choose the address that rate limits count.
 */
export function parseTrustProxy(value: string): false | number | string[] | undefined {
  const text = value.trim().toLowerCase()
  if (text === 'false' || text === '0') return false
  if (text === 'true') return 1
  if (/^\d+$/.test(text)) return Number(text) <= 32 ? Number(text) : undefined
  const entries = text.split(',').map((entry) => entry.trim())
  const valid = entries.every((entry) => {
    const [address = '', prefix, extra] = entry.split('/')
    const family = isIP(address)
    if (family === 0 || extra !== undefined) return false
    if (prefix === undefined) return true
    return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
  })
  return valid ? entries : undefined
}

export type Env = z.infer<typeof EnvSchema>

export interface Config extends Env {
  baseUrl: string
  /** Where `npm run dev` serves the app (dev-app.ts). */
  devAppPort: number
  /** The payment mode that runs: PAYMENTS, or the default it resolves to. */
  payments: PaymentMode
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Reads and validates the environment; throws a ConfigError whose message is one line naming the variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(source).map(([key, value]) => [key, emptyToUndefined(value)]))
  const parsed = EnvSchema.safeParse(cleaned)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!
    const variable = String(issue.path[0] ?? 'environment')
    const shown = source[variable] === undefined || SECRET_VARIABLES.has(variable) ? '' : ` (got "${source[variable]}")`
    throw new ConfigError(`Invalid configuration: ${variable} ${describeIssue(issue)}${shown}`)
  }
  const env = parsed.data
  if (env.STRIPE_SECRET_KEY && !env.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('Invalid configuration: STRIPE_WEBHOOK_SECRET is required when STRIPE_SECRET_KEY is set')
  }
  if (env.EMBED_TEST_PROVIDER && env.NODE_ENV !== 'test') {
    throw new ConfigError('Invalid configuration: EMBED_TEST_PROVIDER is for tests only (NODE_ENV=test)')
  }
  if (env.DEV_APP_PORT === env.PORT) {
    throw new ConfigError('Invalid configuration: DEV_APP_PORT must differ from PORT')
  }
  const baseUrl = (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')
  return { ...env, baseUrl, devAppPort: devAppPort(env.PORT, env.DEV_APP_PORT), payments: paymentModeOf(env) }
}

/**
 * Stripe when it is configured; otherwise the sandbox, except in production, where a sandbox would
 * let anyone become Pro for free: there payments are off unless the operator asks for the sandbox
 * and also allows it in production (ADR 0009).
 */
function paymentModeOf(env: Env): PaymentMode {
  const production = env.NODE_ENV === 'production'
  const mode = env.PAYMENTS ?? (env.STRIPE_SECRET_KEY ? 'stripe' : production ? 'off' : 'sandbox')
  if (mode === 'stripe' && !env.STRIPE_SECRET_KEY) {
    throw new ConfigError('Invalid configuration: PAYMENTS=stripe needs STRIPE_SECRET_KEY')
  }
  if (mode === 'sandbox' && production && !env.ALLOW_SANDBOX_IN_PRODUCTION) {
    throw new ConfigError(
      'Invalid configuration: PAYMENTS=sandbox gives Pro to anyone for free; with NODE_ENV=production it also needs ALLOW_SANDBOX_IN_PRODUCTION=true',
    )
  }
  return mode
}

/**
 * What only a server needs: on a shared database every instance must sign sessions with the same
 * secret, or each would write its own into its DATA_DIR and refuse the others' cookies (ADR 0008).
 * The CLI does not sign sessions, so it runs without one.
 */
export function checkServerConfig(config: Config): void {
  if (config.DATABASE_URL && !config.AUTH_SECRET) {
    throw new ConfigError(
      'Invalid configuration: AUTH_SECRET is required when DATABASE_URL is set (every instance must share it)',
    )
  }
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `must be a ${issue.expected}`
    case 'invalid_value':
      return `must be one of ${issue.values.map(String).join(', ')}`
    case 'invalid_format':
      return issue.format === 'url' ? 'must be a URL' : `must be a valid ${issue.format}`
    case 'too_small':
    case 'too_big':
      return issue.message.replace(/^Too (small|big): expected number to be /, 'must be ')
    default:
      return issue.message
  }
}
