import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, type TestApp } from '../helpers/app.js'
import { insertUserWithGrid } from '../helpers/seed.js'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp()
  await insertUserWithGrid(app.db, { username: 'alice', active: true })
  await insertUserWithGrid(app.db, { username: 'hidden', active: false })
})
afterAll(() => app.close())

describe('GET /', () => {
  it('renders the landing page on the server with sign-up and sign-in links', async () => {
    const res = await app.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toMatch(/^<!doctype html>/)
    expect(res.body).toContain('Tessera')
    expect(res.body).toContain('action="/register"')
    expect(res.body).toContain('href="/login"')
  })
})

describe('GET /{name}', () => {
  it('renders an active grid as a complete HTML document', async () => {
    const res = await app.inject({ method: 'GET', url: '/alice' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toMatch(/^<!doctype html><html lang="en">/)
    expect(res.body).toContain('<h2>alice</h2>')
  })

  it('matches the name case-insensitively', async () => {
    const res = await app.inject({ method: 'GET', url: '/ALICE' })
    expect(res.statusCode).toBe(200)
  })

  it('ignores the query string', async () => {
    const plain = await app.inject({ method: 'GET', url: '/alice' })
    const tracked = await app.inject({ method: 'GET', url: '/alice?utm_source=bio&fbclid=123' })
    expect(tracked.statusCode).toBe(200)
    expect(tracked.body).toBe(plain.body)
  })

  it('answers an unknown name with the designed 404 page', async () => {
    const res = await app.inject({ method: 'GET', url: '/no-such-grid' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('This page is not here')
  })

  it('answers an inactive grid with the 404 page', async () => {
    const res = await app.inject({ method: 'GET', url: '/hidden' })
    expect(res.statusCode).toBe(404)
    expect(res.body).toContain('This page is not here')
  })

  it('answers a deeper unknown path with the 404 page', async () => {
    const res = await app.inject({ method: 'GET', url: '/alice/photos/1' })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('text/html')
  })

  it('renders hostile names inert', async () => {
    const res = await app.inject({ method: 'GET', url: '/%3Cscript%3Ealert(1)%3C%2Fscript%3E' })
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('<script>')
  })
})
