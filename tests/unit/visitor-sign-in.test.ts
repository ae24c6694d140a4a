import { describe, expect, it } from 'vitest'
import { pageOfReturnPath, withReturnPath } from '@domain/visitor-sign-in.js'

describe('the page a return path names', () => {
  it('is the first segment of a one-segment path to a page', () => {
    expect(pageOfReturnPath('/maya')).toBe('maya')
    expect(pageOfReturnPath('/Maya/')).toBe('maya')
    expect(pageOfReturnPath('/maya?from=box')).toBe('maya')
    expect(pageOfReturnPath('/maya#write')).toBe('maya')
    expect(pageOfReturnPath('/film_fan')).toBe('film_fan')
  })

  it('is none for the app’s screens, deeper paths, names no page can have, and nothing', () => {
    for (const path of ['/home', '/messages', '/login', '/profile/success', '/maya/answers', '/', '/ab', '/a.b.c']) {
      expect(pageOfReturnPath(path)).toBeUndefined()
    }
    expect(pageOfReturnPath(undefined)).toBeUndefined()
    expect(pageOfReturnPath('')).toBeUndefined()
  })
})

describe('an auth screen’s address with its return path', () => {
  it('carries next, encoded, after the screen’s own parameters', () => {
    expect(withReturnPath('/register', '/maya')).toBe('/register?next=%2Fmaya')
    expect(withReturnPath('/login', '/maya?from=box', { new: 'true' })).toBe(
      '/login?new=true&next=%2Fmaya%3Ffrom%3Dbox',
    )
  })

  it('is the bare screen without one', () => {
    expect(withReturnPath('/register', undefined)).toBe('/register')
    expect(withReturnPath('/login', undefined, { new: 'true' })).toBe('/login?new=true')
  })
})
