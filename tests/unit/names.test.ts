import { describe, expect, it } from 'vitest'
import { EmailBody, normalizeEmail } from '@domain/account.js'
import { isReservedName, NameParams, normalizeName } from '@domain/names.js'

describe('names', () => {
  it('normalises a name by trimming it and lower-casing it', () => {
    expect(normalizeName('  Alice_B ')).toBe('alice_b')
  })

  it('parses a route name into its normalised form without judging it', () => {
    expect(NameParams.parse({ name: ' My.Grid ' })).toEqual({ name: 'my.grid' })
  })

  it('refuses a name longer than any address can hold', () => {
    expect(NameParams.safeParse({ name: 'a'.repeat(201) }).success).toBe(false)
  })

  it('finds reserved names in any case', () => {
    expect(isReservedName(' Pricing')).toBe(true)
  })
})

describe('emails', () => {
  it('are normalised in one place, by trimming and lower-casing them', () => {
    expect(normalizeEmail('  Alice@Example.COM ')).toBe('alice@example.com')
    expect(EmailBody.parse({ email: ' Bob@Example.com' })).toEqual({ email: 'bob@example.com' })
  })
})
