import type { RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { APP_SCREENS, HELD_NAMES, RESERVED_NAMES, rootSegmentOf } from '@domain/app-routes.js'
import { appRoutes } from '@client/app/routes.js'

/** Every path the client router declares, nested routes included. */
function routerPaths(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...routerPaths(route.children ?? [])])
}

describe("the app's own routes", () => {
  const declared = routerPaths(appRoutes)

  it("are exactly the client router's screens, besides the grid catch-all and the not-found page", () => {
    expect(declared.filter((path) => path !== ':gridName' && path !== '*').sort()).toEqual(
      Object.values(APP_SCREENS).sort(),
    )
    expect(declared).toEqual(expect.arrayContaining([':gridName', '*']))
  })

  it('can never be a username or a grid name', () => {
    for (const path of Object.values(APP_SCREENS)) expect(RESERVED_NAMES.has(rootSegmentOf(path))).toBe(true)
    for (const name of ['admin', 'support', 'tessera', 'api', 'help', 'www', 'mail', 'status', 'blog'])
      expect(RESERVED_NAMES.has(name)).toBe(true)
    for (const name of HELD_NAMES) expect(RESERVED_NAMES.has(name)).toBe(true)
  })
})
