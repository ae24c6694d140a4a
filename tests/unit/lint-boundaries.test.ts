import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

// The layering rules of eslint.config.js, run on planted files through ESLint's Node API: what
// `npm run lint` reports for a file at that path with that import.
const eslint = new ESLint({ cwd: process.cwd() })

async function refusedImports(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { planted } from '${specifier}'\nexport const used = planted\n`, {
    filePath,
  })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message)
}

/** The same for a dynamic `import()`, which no-restricted-imports does not see (no-restricted-syntax does). */
async function refusedDynamicImports(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`export const planted = () => import('${specifier}')\n`, { filePath })
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message)
}

// The first lint loads the whole configuration and its plugins: seconds on a busy two-core machine.
describe('layering enforced by lint', { timeout: 60_000 }, () => {
  it('refuses an import from src/client into src/server', async () => {
    expect(await refusedImports('src/client/features/inbox/Planted.tsx', '../../../server/app.js')).toEqual([
      expect.stringContaining('The client never imports the server'),
    ])
    expect(await refusedImports('src/client/lib/planted.ts', '../../server/db/client.js')).toHaveLength(1)
    expect(await refusedImports('src/client/features/inbox/Planted.tsx', '@server/app.js')).toEqual([
      expect.stringContaining('The client never imports the server'),
    ])
    expect(await refusedImports('src/client/lib/planted.ts', '@server/db/client.js')).toHaveLength(1)
  })

  it('refuses an import from src/server into src/client', async () => {
    expect(await refusedImports('src/server/routes/planted/index.ts', '../../../client/lib/api')).toEqual([
      expect.stringContaining('The server never imports the client'),
    ])
    expect(await refusedImports('src/server/routes/planted/index.ts', '@client/lib/api')).toEqual([
      expect.stringContaining('The server never imports the client'),
    ])
  })

  it('refuses an import from one route folder into another', async () => {
    expect(await refusedImports('src/server/routes/inbox/index.ts', '../public/index.js')).toEqual([
      expect.stringContaining('Route files do not import each other'),
    ])
    expect(await refusedImports('src/server/routes/public/index.ts', '@server/routes/sharing/index.js')).toEqual([
      expect.stringContaining('Route files do not import each other'),
    ])
    expect(await refusedImports('src/server/routes/inbox/index.ts', '../../../client/lib/api')).toEqual([
      expect.stringContaining('The server never imports the client'),
    ])
  })

  it('refuses an import from one client feature into another, at any depth', async () => {
    expect(await refusedImports('src/client/features/home/Planted.tsx', '../editor/fields')).toEqual([
      expect.stringContaining('Client features do not import each other'),
    ])
    expect(await refusedImports('src/client/features/editor/panels/Planted.tsx', '../../inbox/api')).toHaveLength(1)
    expect(await refusedImports('src/client/features/home/Planted.tsx', '@client/features/editor/fields')).toEqual([
      expect.stringContaining('Client features do not import each other'),
    ])
    expect(
      await refusedImports('src/client/features/editor/panels/Planted.tsx', '@client/features/inbox/api'),
    ).toHaveLength(1)
  })

  it('refuses imports from src/ui into the server or the client', async () => {
    expect(await refusedImports('src/ui/tiles/Planted.tsx', '../../server/config.js')).toHaveLength(1)
    expect(await refusedImports('src/ui/Planted.tsx', '../client/lib/session')).toHaveLength(1)
    expect(await refusedImports('src/ui/tiles/Planted.tsx', '@server/config.js')).toHaveLength(1)
    expect(await refusedImports('src/ui/Planted.tsx', '@client/lib/session')).toHaveLength(1)
  })

  it('refuses imports from src/domain into anything else of ours', async () => {
    expect(await refusedImports('src/domain/planted.ts', '../ui/tiles/tile-data.js')).toHaveLength(1)
    expect(await refusedImports('src/domain/planted.ts', '../server/errors.js')).toHaveLength(1)
    expect(await refusedImports('src/domain/planted.ts', 'fastify')).toHaveLength(1)
    expect(await refusedImports('src/domain/planted.ts', '@ui/tiles/tile-data.js')).toHaveLength(1)
    expect(await refusedImports('src/domain/planted.ts', '@server/errors.js')).toHaveLength(1)
    expect(await refusedImports('src/domain/planted.ts', '@client/lib/api')).toHaveLength(1)
  })

  it('refuses test helpers in scripts', async () => {
    expect(await refusedImports('scripts/planted.ts', '../tests/helpers/server.js')).toHaveLength(1)
    expect(await refusedImports('scripts/planted.ts', '../e2e/support/browser.js')).toHaveLength(1)
  })

  it('refuses a dynamic import() across the same boundaries', async () => {
    expect(await refusedDynamicImports('src/client/features/inbox/Planted.tsx', '../../../server/app.js')).toEqual([
      expect.stringContaining('The client never imports the server'),
    ])
    expect(
      await refusedDynamicImports('src/client/features/home/Planted.tsx', '@client/features/editor/fields'),
    ).toEqual([expect.stringContaining('Client features do not import each other')])
    expect(await refusedDynamicImports('src/domain/planted.ts', 'fastify')).toHaveLength(1)
    expect(await refusedDynamicImports('src/client/app/planted.tsx', '../features/inbox/InboxPage')).toEqual([])
    expect(await refusedDynamicImports('src/server/images/planted.ts', 'satori')).toEqual([])
  })

  it('allows the imports the layering permits', async () => {
    expect(await refusedImports('src/client/features/editor/Planted.tsx', '../../../domain/grid')).toEqual([])
    expect(await refusedImports('src/client/features/editor/Planted.tsx', '../../../ui/tiles/TileView')).toEqual([])
    expect(await refusedImports('src/client/features/editor/panels/Planted.tsx', '../fields')).toEqual([])
    expect(await refusedImports('src/client/features/home/Planted.tsx', '../../components/Modal')).toEqual([])
    expect(await refusedImports('src/server/routes/planted/index.ts', '../../db/client.js')).toEqual([])
    expect(await refusedImports('src/server/routes/analytics/index.ts', '../../analytics/plugin.js')).toEqual([])
    expect(await refusedImports('src/server/routes/billing/index.ts', './webhook.js')).toEqual([])
    expect(await refusedImports('src/ui/Planted.tsx', 'react-dom/server')).toEqual([])
    expect(await refusedImports('src/domain/planted.ts', './grid.js')).toEqual([])
    expect(await refusedImports('src/client/features/editor/Planted.tsx', '@domain/grid')).toEqual([])
    expect(await refusedImports('src/client/features/editor/Planted.tsx', '@ui/tiles/TileView')).toEqual([])
    expect(await refusedImports('src/client/features/editor/Planted.tsx', '@client/features/editor/fields')).toEqual([])
    expect(await refusedImports('src/client/features/home/Planted.tsx', '@client/components/Modal')).toEqual([])
    expect(await refusedImports('src/server/routes/planted/index.ts', '@domain/names.js')).toEqual([])
    expect(await refusedImports('src/ui/Planted.tsx', '@domain/grid.js')).toEqual([])
    expect(await refusedImports('tests/unit/planted.test.ts', '@server/app.js')).toEqual([])
  })
})
