import { describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES, registrationFieldProblems, registrationProblemBeforeAvailability } from '@domain/account.js'

const valid = { email: 'nina@example.com', username: 'nina', password: 'Secret#2024', repeatPassword: 'Secret#2024' }

describe('registration problems for every field', () => {
  it('finds none in a valid registration', () => {
    expect(registrationFieldProblems(valid)).toEqual({})
  })

  it('marks every field of an empty form, each with its own message', () => {
    const empty = { email: '', username: '', password: '', repeatPassword: '' }
    expect(registrationFieldProblems(empty)).toEqual({
      email: ACCOUNT_MESSAGES.invalidEmail,
      username: ACCOUNT_MESSAGES.usernameLength,
      password: ACCOUNT_MESSAGES.passwordTooShort,
    })
    // The toast keeps the spec's first broken rule.
    expect(registrationProblemBeforeAvailability(empty)?.message).toBe(ACCOUNT_MESSAGES.passwordTooShort)
  })

  it('puts a mismatch on the repeated password and the password rules on the password', () => {
    expect(registrationFieldProblems({ ...valid, password: 'Secret2024' })).toEqual({
      password: ACCOUNT_MESSAGES.passwordNeedsNumberAndSpecial,
      repeatPassword: ACCOUNT_MESSAGES.passwordsDoNotMatch,
    })
  })

  it("gives the username its first broken rule in the spec's order", () => {
    expect(registrationFieldProblems({ ...valid, username: '1' })).toEqual({
      username: ACCOUNT_MESSAGES.usernameLength,
    })
    expect(registrationFieldProblems({ ...valid, username: '1abc' })).toEqual({
      username: ACCOUNT_MESSAGES.usernameFormat,
    })
  })
})
