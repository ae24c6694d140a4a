import { describe, expect, it } from 'vitest'
import { checkServerConfig, loadConfig } from '@server/config.js'

describe('loadConfig', () => {
  it('uses the embedded defaults when nothing is set', () => {
    const config = loadConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.DATA_DIR).toBe('./data')
    expect(config.DATABASE_URL).toBeUndefined()
    expect(config.baseUrl).toBe('http://localhost:3000')
  })

  it('names the variable and the problem for a non-numeric PORT', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow('Invalid configuration: PORT must be a number (got "abc")')
  })

  it('refuses a DATABASE_URL that is not a postgres URL without echoing it', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://secret@host/db' })).toThrow(
      /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL$/,
    )
  })

  it('refuses an unknown LOG_LEVEL', () => {
    expect(() => loadConfig({ LOG_LEVEL: 'loud' })).toThrow(/LOG_LEVEL must be one of/)
  })

  it('requires the webhook secret together with the Stripe key', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_123' })).toThrow(/STRIPE_WEBHOOK_SECRET is required/)
  })

  it('treats empty variables as unset and trims the trailing slash of BASE_URL', () => {
    const config = loadConfig({ PORT: '', BASE_URL: 'https://tessera.example/' })
    expect(config.PORT).toBe(3000)
    expect(config.baseUrl).toBe('https://tessera.example')
  })

  it('reads TRUST_PROXY as a number of hops, true being one', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1)
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2)
  })

  it('reads TRUST_PROXY as a list of proxy addresses and networks', () => {
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8' }).TRUST_PROXY).toEqual(['10.0.0.0/8'])
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.4,fd00::/8' }).TRUST_PROXY).toEqual([
      '10.0.0.0/8',
      '192.0.2.4',
      'fd00::/8',
    ])
  })

  it('refuses a TRUST_PROXY that is neither', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/^Invalid configuration: TRUST_PROXY must be false, true/)
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/)
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.300' })).toThrow(/TRUST_PROXY/)
  })

  it("puts the app's dev server on 5173, on 5174 when the server takes 5173, or on DEV_APP_PORT", () => {
    expect(loadConfig({}).devAppPort).toBe(5173)
    expect(loadConfig({ PORT: '5173' }).devAppPort).toBe(5174)
    expect(loadConfig({ PORT: '3512', DEV_APP_PORT: '5288' }).devAppPort).toBe(5288)
    expect(() => loadConfig({ PORT: '3512', DEV_APP_PORT: '3512' })).toThrow(
      'Invalid configuration: DEV_APP_PORT must differ from PORT',
    )
  })

  it('namespaces Redis keys with REDIS_PREFIX, tessera: by default', () => {
    expect(loadConfig({}).REDIS_PREFIX).toBe('tessera:')
    expect(loadConfig({ REDIS_PREFIX: 'shop-eu:' }).REDIS_PREFIX).toBe('shop-eu:')
    expect(() => loadConfig({ REDIS_PREFIX: 'has space' })).toThrow(/^Invalid configuration: REDIS_PREFIX must be/)
  })
})

describe('the payment mode', () => {
  const stripeKeys = { STRIPE_SECRET_KEY: 'sk_test_123', STRIPE_WEBHOOK_SECRET: 'whsec_123' }

  it('is stripe whenever a key is set', () => {
    expect(loadConfig(stripeKeys).payments).toBe('stripe')
    expect(loadConfig({ ...stripeKeys, NODE_ENV: 'production' }).payments).toBe('stripe')
  })

  it('is the sandbox without a key while developing and testing, and off in production', () => {
    expect(loadConfig({}).payments).toBe('sandbox')
    expect(loadConfig({ NODE_ENV: 'test' }).payments).toBe('sandbox')
    expect(loadConfig({ NODE_ENV: 'production' }).payments).toBe('off')
  })

  it('follows PAYMENTS when it is set', () => {
    expect(loadConfig({ PAYMENTS: 'off' }).payments).toBe('off')
    expect(loadConfig({ ...stripeKeys, PAYMENTS: 'off' }).payments).toBe('off')
    expect(loadConfig({ ...stripeKeys, PAYMENTS: 'sandbox' }).payments).toBe('sandbox')
  })

  it('refuses PAYMENTS=stripe without a key, and an unknown mode', () => {
    expect(() => loadConfig({ PAYMENTS: 'stripe' })).toThrow(
      'Invalid configuration: PAYMENTS=stripe needs STRIPE_SECRET_KEY',
    )
    expect(() => loadConfig({ PAYMENTS: 'free' })).toThrow(/PAYMENTS must be one of stripe, sandbox, off/)
  })

  it('refuses the sandbox in production unless it is explicitly allowed', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox' })).toThrow(
      /ALLOW_SANDBOX_IN_PRODUCTION=true/,
    )
    const allowed = loadConfig({ NODE_ENV: 'production', PAYMENTS: 'sandbox', ALLOW_SANDBOX_IN_PRODUCTION: 'true' })
    expect(allowed.payments).toBe('sandbox')
  })

  it('requires AUTH_SECRET of a server on a shared database, not of the embedded one', () => {
    const shared = loadConfig({ DATABASE_URL: 'postgres://tessera@db/tessera' })
    expect(() => checkServerConfig(shared)).toThrow(
      'Invalid configuration: AUTH_SECRET is required when DATABASE_URL is set (every instance must share it)',
    )
    expect(() => checkServerConfig({ ...shared, AUTH_SECRET: 'x'.repeat(32) })).not.toThrow()
    expect(() => checkServerConfig(loadConfig({}))).not.toThrow()
  })
})
