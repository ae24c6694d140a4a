import { describe, expect, it } from 'vitest'
import { ERRORS, ErrorBody, fieldOfError, isErrorCode } from '@domain/errors.js'

describe('error codes', () => {
  it('are all SCREAMING_SNAKE_CASE', () => {
    for (const code of Object.keys(ERRORS)) expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/)
  })

  it('name the field they concern where there is one', () => {
    expect(fieldOfError('INVALID_PASSWORD')).toBe('currentPassword')
    expect(fieldOfError('GRID_LIMIT_REACHED')).toBeUndefined()
    expect(fieldOfError('SOMETHING_ELSE')).toBeUndefined()
  })

  it('are told from other strings, including inherited property names', () => {
    expect(isErrorCode('STALE_SAVE')).toBe(true)
    expect(isErrorCode('toString')).toBe(false)
  })

  it('shape the error body, which refuses a code not in the list', () => {
    expect(ErrorBody.safeParse({ error: { code: 'NOT_FOUND', message: 'Gone.' } }).success).toBe(true)
    expect(ErrorBody.safeParse({ error: { code: 'MADE_UP', message: 'Gone.' } }).success).toBe(false)
  })
})
