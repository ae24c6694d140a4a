import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_SCREENS, rootSegmentOf } from '@domain/app-routes.js'
import { isReservedName } from '@domain/names.js'
import { buildTestApp, type TestApp } from '../helpers/app.js'

// Every route as the server registers it (method and path), whatever plugin registered it.
const routes: { method: string; url: string }[] = []
let app: TestApp
beforeAll(async () => {
  app = await buildTestApp({}, { onRoute: ({ method, url }) => void routes.push({ method: String(method), url }) })
})
afterAll(() => app.close())

/** The first segments of the server's own paths: not `/`, not `/{name}` itself, not the catch-all. */
const ownRootSegments = () =>
  new Set(routes.map(({ url }) => rootSegmentOf(url)).filter((segment) => !/^$|^:|^\*/.test(segment)))

describe("the server's routes at the root", () => {
  it('take only names that no user or grid may take', () => {
    const segments = ownRootSegments()
    expect(segments).toContain('api')
    expect([...segments].filter((segment) => !isReservedName(segment))).toEqual([])
  })

  it("answer each of the app's screens", () => {
    const gets = routes.filter(({ method }) => method.includes('GET')).map(({ url }) => url)
    expect(gets).toEqual(expect.arrayContaining(Object.values(APP_SCREENS).map((path) => `/${path}`)))
  })
})
