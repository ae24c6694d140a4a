import { describe, expect, it } from 'vitest'
import { FetchFailure, safeFetch } from '@server/embeds/safe-fetch.js'

const OPTIONS = { timeoutMs: 2000, maxBytes: 1024, maxRedirects: 3, accept: '*/*' }

// Refusals that need no server: each is decided before (or as) a connection is made.
describe('the embed preview fetcher', () => {
  it.each([
    ['plain http', 'http://www.youtube.com/oembed', /not https/],
    ['a loopback literal', 'https://127.0.0.1:1/oembed', /non-public address 127\.0\.0\.1/],
    ['an IPv6 loopback literal', 'https://[::1]:1/oembed', /non-public address ::1/],
    ['a private literal', 'https://10.0.0.8/oembed', /non-public address/],
    ['a link-local literal (cloud metadata)', 'https://169.254.169.254/latest', /non-public address/],
    ['a name that resolves to loopback', 'https://localhost:1/oembed', /resolves to a non-public address/],
  ])('refuses %s', async (_case, address, message) => {
    const refused = await safeFetch(address, OPTIONS).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(FetchFailure)
    expect((refused as Error).message).toMatch(message)
  })

  it('exempts only the test origin from the rules', async () => {
    const options = { ...OPTIONS, testOrigin: 'http://127.0.0.1:9' }
    await expect(safeFetch('http://127.0.0.2:9/', options)).rejects.toThrow(/not https/)
  })
})
