import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import ts from 'typescript'
import { noUnlocalizedJsx } from './scripts/eslint/no-unlocalized-jsx.js'
import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const CLIENT_FEATURES = readdirSync(new URL('./src/client/features', import.meta.url))
/** tsconfig.json's import aliases: the folder below the root → its alias (`src/domain` → `@domain/`). */
const ALIASES = importAliases(new URL('./tsconfig.json', import.meta.url))
const ROUTE_FOLDERS = readdirSync(new URL('./src/server/routes', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const SERVER_NOT_CLIENT = {
  regex: ours('src/client'),
  message: 'The server never imports the client (shared code lives in src/domain or src/ui).',
}
const CLIENT_NOT_SERVER = {
  regex: ours('src/server'),
  message: 'The client never imports the server (shared code lives in src/domain or src/ui).',
}

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'drizzle/', 'node_modules/', 'bench/tmp/', 'src/ui/i18n/locales/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Words people read go through the message catalogue (ADR 0068), in the app and the server's pages.
  {
    files: ['src/client/**/*.tsx', 'src/ui/**/*.tsx'],
    plugins: { tessera: { rules: { 'no-unlocalized-jsx': noUnlocalizedJsx } } },
    rules: { 'tessera/no-unlocalized-jsx': 'error' },
  },
  // The layering (docs/decisions/0001-architecture.md): what each part of the code may import.
  // Each pattern matches an import of the named folder through its alias or through a relative path
  // that climbs into it (a package such as react-dom/server is not ours and is not matched).
  restrictImports('src/domain/**/*.ts', [
    {
      regex: ours('src/server', 'src/client', 'src/ui', 'scripts', 'tests', 'e2e', 'bench'),
      message: 'src/domain imports nothing of ours outside src/domain.',
    },
    { regex: '^(fastify|react|drizzle-orm)(/|$)', message: 'src/domain is pure: no Fastify, React or database.' },
  ]),
  restrictImports('src/ui/**/*.{ts,tsx}', [
    {
      regex: ours('src/server', 'src/client'),
      message: 'src/ui is shared by the server and the client: it imports neither.',
    },
  ]),
  restrictImports('src/server/**/*.{ts,tsx}', [SERVER_NOT_CLIENT]),
  // A route folder's sibling is one level up (`../public/`): `../../analytics/` is the analytics module.
  ...ROUTE_FOLDERS.map((folder) =>
    restrictImports(`src/server/routes/${folder}/**/*.{ts,tsx}`, [
      SERVER_NOT_CLIENT,
      {
        regex: `^(\\.\\./|@server/routes/)(${ROUTE_FOLDERS.filter((other) => other !== folder).join('|')})/`,
        message:
          'Route files do not import each other: shared pieces live in their module (src/server/public-pages, src/server/services, …).',
      },
    ]),
  ),
  restrictImports('src/client/**/*.{ts,tsx}', [CLIENT_NOT_SERVER]),
  ...CLIENT_FEATURES.map((feature) =>
    restrictImports(`src/client/features/${feature}/**/*.{ts,tsx}`, [
      CLIENT_NOT_SERVER,
      {
        regex: ours(
          ...CLIENT_FEATURES.filter((other) => other !== feature).map((other) => `src/client/features/${other}`),
        ),
        message:
          'Client features do not import each other: move the shared piece to src/client/components or src/client/lib.',
      },
    ]),
  ),
  restrictImports('scripts/**/*.{ts,mts,js,mjs}', [
    { regex: ours('tests', 'e2e'), message: 'Scripts do not import test helpers: shared pieces live in scripts/lib.' },
  ]),
)

/**
 * One block of import rules; a later block for the same file replaces an earlier one's patterns.
 * `no-restricted-imports` does not look at `import()`, so `no-restricted-syntax` refuses a dynamic
 * import of the same specifiers (written as a string literal, as all of ours are).
 */
function restrictImports(files, patterns) {
  const dynamicImports = patterns.map(({ regex, message }) => ({
    selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`,
    message,
  }))
  return {
    files: [files],
    rules: {
      'no-restricted-imports': ['error', { patterns }],
      'no-restricted-syntax': ['error', ...dynamicImports],
    },
  }
}

/**
 * A specifier that goes into one of these folders of ours (paths below the root): through the alias
 * of the folder that holds it, or relatively, climbing into a folder of that name at any depth.
 */
function ours(...folders) {
  const relative = `\\.\\.?/(.*/)?(${folders.map((folder) => folder.split('/').at(-1)).join('|')})/`
  const aliased = folders.flatMap((folder) => {
    const [dir, alias] = [...ALIASES].find(([dir]) => folder === dir || folder.startsWith(`${dir}/`)) ?? []
    return alias === undefined ? [] : [`${alias}${folder.slice(dir.length + 1)}${folder === dir ? '' : '/'}`]
  })
  return `^(${[relative, ...aliased].join('|')})`
}

/** The `@name/*` → `./folder/*` entries of a tsconfig's `paths`, as folder → `@name/`. */
function importAliases(tsconfigUrl) {
  const { config } = ts.readConfigFile(fileURLToPath(tsconfigUrl), ts.sys.readFile)
  return new Map(
    Object.entries(config.compilerOptions.paths).map(([pattern, [target]]) => [
      target.replace(/^\.\//, '').replace(/\/\*$/, ''),
      pattern.replace(/\*$/, ''),
    ]),
  )
}
