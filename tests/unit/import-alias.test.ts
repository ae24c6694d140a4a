import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { aliasedSpecifier, aliasesOf, rewriteImports } from '../../scripts/codemods/import-alias.js'

const root = resolve('/project')
const aliases = aliasesOf(resolve('tsconfig.json')).map(({ prefix, dir }) => ({
  prefix,
  dir: join(root, dir.slice(resolve('.').length)),
}))
const at = (file: string) => join(root, file)

describe('the import alias codemod', () => {
  it('reads one alias per part of src/ from tsconfig.json', () => {
    expect(aliasesOf(resolve('tsconfig.json'))).toEqual([
      { prefix: '@domain/', dir: resolve('src/domain') },
      { prefix: '@ui/', dir: resolve('src/ui') },
      { prefix: '@server/', dir: resolve('src/server') },
      { prefix: '@client/', dir: resolve('src/client') },
    ])
  })

  it('aliases an import that leaves its part of src/, keeping what follows the path', () => {
    const route = at('src/server/routes/grids/index.ts')
    expect(aliasedSpecifier(aliases, route, '../../../domain/grid.js')).toBe('@domain/grid.js')
    expect(aliasedSpecifier(aliases, at('src/client/features/editor/x.tsx'), '../../../ui/tiles/TileView')).toBe(
      '@ui/tiles/TileView',
    )
    expect(aliasedSpecifier(aliases, at('src/server/x.ts'), '../ui/styles/page.css?inline')).toBe(
      '@ui/styles/page.css?inline',
    )
  })

  it('aliases an import into src/ from outside it', () => {
    expect(aliasedSpecifier(aliases, at('tests/api/x.test.ts'), '../../src/server/app.js')).toBe('@server/app.js')
  })

  it('leaves imports within one part, out of src/, of packages and already aliased as they are', () => {
    const route = at('src/server/routes/grids/index.ts')
    expect(aliasedSpecifier(aliases, route, '../../services/grids.js')).toBeUndefined()
    expect(aliasedSpecifier(aliases, at('src/client/features/home/x.tsx'), '../../components/Modal')).toBeUndefined()
    expect(aliasedSpecifier(aliases, at('src/server/routes/x.ts'), '../../../scripts/assets/x.js')).toBeUndefined()
    expect(aliasedSpecifier(aliases, at('tests/api/x.test.ts'), '../helpers/app.js')).toBeUndefined()
    expect(aliasedSpecifier(aliases, route, 'fastify')).toBeUndefined()
    expect(aliasedSpecifier(aliases, route, '@domain/grid.js')).toBeUndefined()
  })

  it('rewrites every kind of module specifier in a file, and nothing else', () => {
    const file = at('src/client/features/editor/Planted.tsx')
    const before = [
      `import { API } from '../../../domain/api-routes'`,
      `import type { Me } from "../../../domain/account"`,
      `export { TileView } from '../../../ui/tiles/TileView'`,
      `import { useAnnouncer } from './useAnnouncer'`,
      `const lazy = () => import('../../../ui/render')`,
      `type Rules = typeof import('../../../ui/styles/rules')`,
      `const text = '../../../domain/api-routes'`,
      '',
    ].join('\n')
    const { text, changed } = rewriteImports(aliases, file, before)
    expect(changed).toBe(5)
    expect(text).toBe(
      [
        `import { API } from '@domain/api-routes'`,
        `import type { Me } from "@domain/account"`,
        `export { TileView } from '@ui/tiles/TileView'`,
        `import { useAnnouncer } from './useAnnouncer'`,
        `const lazy = () => import('@ui/render')`,
        `type Rules = typeof import('@ui/styles/rules')`,
        `const text = '../../../domain/api-routes'`,
        '',
      ].join('\n'),
    )
    expect(rewriteImports(aliases, file, text)).toEqual({ text, changed: 0 })
  })
})
