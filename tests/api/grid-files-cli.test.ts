import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { GridContent } from '@domain/grid-content.js'
import { openDatabase } from '@server/db/client.js'
import { buildTestApp, TEST_PASSWORD, type TestApp } from '../helpers/app.js'
import { runTessera, runTesseraWith } from '../helpers/cli.js'
import { solidImage } from '../fixtures/images.js'
import { linkStackExport } from '../fixtures/imports.js'

const dataDir = mkdtempSync(join(tmpdir(), 'tessera-grid-files-'))
const work = mkdtempSync(join(tmpdir(), 'tessera-grid-files-work-'))
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true })
  rmSync(work, { recursive: true, force: true })
})

const tessera = (...args: string[]) => runTessera(dataDir, ...args)
const UNSAFE = 'Links must start with http://, https://, mailto: or tel:'

/** The app on the CLI's database and uploads, for what a visitor sees after a command. */
async function withApp<T>(use: (app: TestApp) => Promise<T>): Promise<T> {
  const app = await buildTestApp({ DATA_DIR: dataDir }, { database: await openDatabase({ dataDir }) })
  try {
    return await use(app)
  } finally {
    await app.close()
  }
}

async function signIn(app: TestApp, name: string) {
  const client = app.client()
  const res = await client.post('/api/account/login', { email: `${name}@example.com`, password: TEST_PASSWORD })
  expect(res.statusCode).toBe(200)
  return client
}

beforeAll(() => {
  for (const name of ['lark', 'wren']) {
    const created = tessera(
      'user',
      'create',
      '--email',
      `${name}@example.com`,
      '--username',
      name,
      '--password',
      TEST_PASSWORD,
      '--verified',
    )
    expect(created.status).toBe(0)
  }
}, 240_000)

describe('tessera grid import and export', { timeout: 180_000 }, () => {
  it('imports a LinkStack export, publishes it and reports the unsafe links', async () => {
    const avatar = (await solidImage(64, 64, 'png')).toString('base64')
    const file = join(work, 'linkstack-export.json')
    writeFileSync(file, JSON.stringify(linkStackExport(avatar)))
    await withApp(async (app) => {
      const lark = await signIn(app, 'lark')
      expect((await lark.patch('/api/grids/lark', { active: true })).statusCode).toBe(200)
    })

    const imported = tessera('grid', 'import', 'lark', file, '--format', 'linkstack')
    expect(imported.status).toBe(0)
    expect(imported.stdout).toContain('and published it.')
    expect(imported.stdout).toContain(`  - Free prize (javascript:alert(document.cookie)): ${UNSAFE}`)
    expect(imported.stdout).toContain(`  - Data trick (data:text/html,<script>alert(1)</script>): ${UNSAFE}`)

    await withApp(async (app) => {
      const page = await app.client().get('/lark')
      expect(page.statusCode).toBe(200)
      expect(page.body).toContain('href="https://example.org/dawn-chorus"')
      expect(page.body).toContain('href="https://github.com/lark"')
      expect(page.body).toContain('href="https://instagram.com/lark.sounds"')
      expect(page.body).toContain('I record birds at dawn.')
      expect(page.body).not.toContain('javascript:')
      expect(page.body).not.toContain('steal()')
      const avatarUrl = /src="(\/uploads\/profile_images\/[^"]+\.webp)"/.exec(page.body)?.[1]
      expect(avatarUrl).toBeDefined()
      expect((await app.client().get(avatarUrl!)).statusCode).toBe(200)
    })
  })

  it('exits non-zero when nothing could be imported', () => {
    const file = join(work, 'only-unsafe.json')
    writeFileSync(
      file,
      JSON.stringify({ links: [{ button_id: 1, link: 'javascript:alert(1)', title: 'Bad', order: 0 }] }),
    )
    const result = tessera('grid', 'import', 'lark', file, '--format', 'linkstack')
    expect(result.status).toBe(1)
    expect(result.stdout).toContain(`  - Bad (javascript:alert(1)): ${UNSAFE}`)
    expect(result.stderr).toBe('tessera: Nothing in this file could be imported.')
  })

  it('refuses a file over 5 MB and an unknown format', () => {
    const file = join(work, 'big.json')
    writeFileSync(file, 'x'.repeat(6 * 1024 * 1024))
    expect(tessera('grid', 'import', 'lark', file, '--format', 'linkstack')).toMatchObject({
      status: 1,
      stderr: 'tessera: This file is larger than 5 MB. Imports read files of at most 5 MB.',
    })
    expect(tessera('grid', 'import', 'lark', file, '--format', 'myspace').stderr).toContain(
      'Choose linkstack, openbento, linktree or tessera.',
    )
  })

  it('exports a static website whose every asset is beside index.html and which has no script', () => {
    const site = join(work, 'site')
    const result = tessera('grid', 'export', 'lark', '--static', site)
    expect(result.status).toBe(0)
    const html = readFileSync(join(site, 'index.html'), 'utf8')
    expect(html).not.toMatch(/<script/i)
    const local = [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)]
      .map((match) => match[1]!)
      .filter((url) => !/^(https?:|mailto:|tel:|#)/.test(url))
    expect(local.length).toBeGreaterThan(2)
    for (const path of local) expect(existsSync(join(site, path)), path).toBe(true)
    expect(readdirSync(join(site, 'uploads', 'profile_images'))).toHaveLength(1)
  })

  it('exports the same static website from the sources as from the build (ADR 0079)', () => {
    const fromSources = join(work, 'site-from-sources')
    const result = runTesseraWith(
      dataDir,
      { cli: 'bin/tessera-source.js' },
      'grid',
      'export',
      'lark',
      '--static',
      fromSources,
    )
    expect(result.status).toBe(0)
    expect(readFileSync(join(fromSources, 'index.html'), 'utf8')).toBe(
      readFileSync(join(work, 'site', 'index.html'), 'utf8'),
    )
  })

  it('exports the Tessera file, which imported into another user’s grid gives the same tiles', async () => {
    const file = join(work, 'lark.tessera.json')
    expect(tessera('grid', 'export', 'lark', '--json', file).status).toBe(0)
    expect(tessera('grid', 'import', 'wren', file, '--format', 'tessera').status).toBe(0)
    await withApp(async (app) => {
      const lark = await signIn(app, 'lark')
      const wren = await signIn(app, 'wren')
      const shape = (content: GridContent) =>
        content.tiles.map(({ type, x, y, width, height, data }) => ({
          type,
          x,
          y,
          width,
          height,
          data: { ...data, image: typeof data.image === 'string' && data.image.startsWith('/uploads/') },
        }))
      const from: GridContent = (await lark.get('/api/grids/lark/content')).json()
      const to: GridContent = (await wren.get('/api/grids/wren/content')).json()
      expect(shape(to)).toEqual(shape(from))
      expect(shape(to).some((tile) => tile.data.image)).toBe(true)
    })
  })
})
