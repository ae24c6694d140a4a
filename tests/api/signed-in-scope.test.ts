import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pathOf } from '@domain/api-paths.js'
import { API, type ApiRoute } from '@domain/api-routes.js'
import { ErrorBody } from '@domain/errors.js'
import { buildTestApp, TEST_ORIGIN, type TestApp } from '../helpers/app.js'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

/** The API routes anyone may call; every other one belongs to the signed-in scope (ADR 0025). */
const PUBLIC: ReadonlySet<keyof typeof API> = new Set([
  'session',
  'register',
  'login',
  'logout',
  'verifyEmail',
  'verificationSignIn',
  'resendVerification',
  'forgotPassword',
  'resetPassword',
  'nameAvailability',
  'plans',
  'feedbackConfig',
  'sendMessage',
])

const signedInRoutes = Object.entries(API).filter(([name]) => !PUBLIC.has(name as keyof typeof API))
const someParams = { name: 'alice', id: '00000000-0000-4000-8000-000000000000', tileId: 'links' }

const unreadableBody = (route: ApiRoute) =>
  route.method === 'GET' ? {} : { payload: '{"not json', headers: { 'content-type': 'application/json' } }

describe('the signed-in scope', () => {
  it.each(signedInRoutes)(
    'answers %s with 401 to a signed-out request, before reading its body',
    async (_name, route) => {
      const { payload, headers } = unreadableBody(route)
      const res = await app.inject({
        method: route.method,
        url: pathOf(route, someParams as never),
        payload,
        headers: { origin: TEST_ORIGIN, ...headers },
      })
      expect(res.statusCode).toBe(401)
      expect(ErrorBody.parse(res.json()).error).toEqual({ code: 'UNAUTHORIZED', message: 'Please sign in.' })
    },
  )

  it('lets a signed-in user through to the route, which knows who they are', async () => {
    const alice = await app.signUp('alice')
    const res = await alice.get(pathOf(API.me, {}))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: alice.id, username: 'alice' })
  })

  it('leaves the public routes open to signed-out visitors', async () => {
    const res = await app.inject({ method: 'GET', url: pathOf(API.nameAvailability, { name: 'nobody-yet' }) })
    expect(res.statusCode).toBe(200)
  })

  it('tells a signed-out visitor that nobody is signed in, without a failed request', async () => {
    const res = await app.inject({ method: 'GET', url: pathOf(API.session, {}) })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ viewer: null })
  })
})
