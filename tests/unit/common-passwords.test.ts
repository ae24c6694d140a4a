import { describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES } from '@domain/account.js'
import { commonPasswordProblem, isCommonPassword } from '@domain/common-passwords.js'

describe('isCommonPassword', () => {
  it.each(['passw0rd!', 'Passw0rd!', 'P@ssw0rd', '!Password1', 'Password1!', '12345678!', '!qaz2wsx', 'Qwerty123!!'])(
    'refuses %j: a listed password, whatever its case and the specials at its ends',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(true)
      expect((await commonPasswordProblem(password))?.message).toBe(ACCOUNT_MESSAGES.passwordTooCommon)
    },
  )

  it.each(['Secret#2024', 'Demo#2024pass', 'Tessera#2026', 'Correct#horse7', 'k8#Vq!m2Lp'])(
    'accepts %j',
    async (password) => {
      expect(await isCommonPassword(password)).toBe(false)
      expect(await commonPasswordProblem(password)).toBeUndefined()
    },
  )
})
