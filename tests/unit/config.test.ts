import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../src/server/config.js'

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
})
