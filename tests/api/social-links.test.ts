import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GridContent } from '@domain/grid-content.js'
import type { StoredTile } from '@domain/grid.js'
import { buildTestApp, type SignedUpUser, type TestApp } from '../helpers/app.js'

let app: TestApp
let free: SignedUpUser

beforeAll(async () => {
  app = await buildTestApp()
  free = await app.signUp('socialite')
})
afterAll(() => app.close())

const socialTile = (profiles: { platform: string; url: string }[]): StoredTile => ({
  id: 'me',
  type: 'social-links',
  x: 0,
  y: 0,
  width: 2,
  height: 1,
  color: 'tile-solid-slate',
  data: { profiles },
})

async function saveTiles(tiles: StoredTile[]) {
  const current: GridContent = (await free.get('/api/grids/socialite/content')).json()
  const { version, settings, theme } = current
  return free.put('/api/grids/socialite/content', { version, tiles, mobileTiles: [], settings, theme })
}

describe('the social links tile', () => {
  it('is saved by a Free owner with checked links and shows named icon links', async () => {
    const res = await saveTiles([
      socialTile([
        { platform: 'Instagram', url: 'instagram.com/nina' },
        { platform: 'Mastodon', url: '@nina@mastodon.social' },
        { platform: 'Email', url: 'nina@example.com' },
      ]),
    ])
    expect(res.statusCode).toBe(200)
    expect((res.json() as GridContent).tiles[0]!.data).toEqual({
      profiles: [
        { platform: 'Instagram', url: 'https://instagram.com/nina' },
        { platform: 'Mastodon', url: 'https://mastodon.social/@nina' },
        { platform: 'Email', url: 'mailto:nina@example.com' },
      ],
    })
    const page = await app.inject({ method: 'GET', url: '/socialite' })
    expect(page.body).toContain('href="https://instagram.com/nina"')
    expect(page.body).toContain('href="mailto:nina@example.com"')
    expect(page.body).toMatch(
      /<a class="social" href="https:\/\/mastodon.social\/@nina"[^>]*><svg[^]*?<\/svg><span class="sr-only">Mastodon<\/span>/,
    )
  })

  it('leads a sensitive tile’s confirmation page to each profile', async () => {
    await saveTiles([{ ...socialTile([{ platform: 'GitHub', url: 'github.com/nina' }]), sensitive: true }])
    const confirmation = await app.inject({ method: 'GET', url: '/socialite/go/me' })
    expect(confirmation.body).toContain('<a class="continue" href="https://github.com/nina"')
  })

  it('refuses a link to another host than the platform’s', async () => {
    const res = await saveTiles([socialTile([{ platform: 'GitHub', url: 'https://github.com.evil.example/nina' }])])
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe('This is not a GitHub link (github.com/…).')
  })
})
