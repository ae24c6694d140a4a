import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API, pathOf } from '../../src/domain/api-routes.js'
import { ErrorBody } from '../../src/domain/errors.js'
import { buildTestApp, type TestApp } from '../helpers/app.js'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

describe('the API route table the client calls through', () => {
  it.each(Object.entries(API))('names a route the server has: %s', (_name, route) => {
    expect(app.hasRoute({ method: route.method, url: route.path })).toBe(true)
  })

  it('is checked against a router that refuses routes it does not have', () => {
    expect(app.hasRoute({ method: 'GET', url: '/api/no-such-route' })).toBe(false)
  })

  it('parses the server’s answers with the schemas the client reads them with', async () => {
    const alice = await app.signUp('alice')
    expect(API.me.response.parse((await alice.get(pathOf(API.me, {}))).json())).toMatchObject({ username: 'alice' })
    const content = await alice.get(pathOf(API.gridContent, { name: 'alice' }))
    expect(API.gridContent.response.parse(content.json())).toMatchObject({ name: 'alice' })
    const grids = await alice.get(pathOf(API.grids, {}))
    expect(API.grids.response.parse(grids.json())).toHaveLength(1)
  })

  it('fills path parameters in as single encoded segments', () => {
    expect(pathOf(API.gridContent, { name: 'a/b c' })).toBe('/api/grids/a%2Fb%20c/content')
  })

  it('answers errors in the one shared error shape', async () => {
    const res = await app.inject({ method: 'GET', url: pathOf(API.grids, {}) })
    expect(ErrorBody.parse(res.json()).error.code).toBe('UNAUTHORIZED')
  })
})
