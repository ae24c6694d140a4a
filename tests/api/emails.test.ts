import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../helpers/app.js'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

const registration = (email: string, username: string) => ({
  email,
  username,
  password: TEST_PASSWORD,
  repeatPassword: TEST_PASSWORD,
})

describe('email addresses, whatever their case and spaces', () => {
  it('name one account: mail goes to the lower-case address and sign-in takes any case', async () => {
    const carol = app.client()
    expect((await carol.post('/api/account/register', registration('  Carol@Example.COM ', 'carol'))).statusCode).toBe(
      201,
    )
    const link = new URL(await app.mailbox.linkFrom('carol@example.com', /Verify your email/))
    await carol.get(link.pathname + link.search)

    const signIn = await carol.post('/api/account/login', { email: 'CAROL@example.com ', password: TEST_PASSWORD })
    expect(signIn.statusCode).toBe(200)
    expect(signIn.json()).toMatchObject({ username: 'carol', email: 'carol@example.com' })

    const again = await app.client().post('/api/account/register', registration('carol@EXAMPLE.com', 'carol_two'))
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toEqual({ code: 'EMAIL_IN_USE', message: 'Email is already in use' })
  })
})
