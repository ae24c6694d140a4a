import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { readdirSync } from 'node:fs'

const CLIENT_FEATURES = readdirSync(new URL('./src/client/features', import.meta.url))
const CLIENT_NOT_SERVER = {
  regex: ours('server'),
  message: 'The client never imports the server (shared code lives in src/domain or src/ui).',
}

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'drizzle/', 'node_modules/', 'bench/tmp/'] },
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
  // The layering (docs/decisions/0001-architecture.md): what each part of the code may import.
  // Our specifiers are relative paths, so each pattern matches a relative path that climbs into
  // the named folder (a package such as react-dom/server is not ours and is not matched).
  restrictImports('src/domain/**/*.ts', [
    {
      regex: ours('server', 'client', 'ui', 'scripts', 'tests', 'e2e', 'bench'),
      message: 'src/domain imports nothing of ours outside src/domain.',
    },
    { regex: '^(fastify|react|drizzle-orm)(/|$)', message: 'src/domain is pure: no Fastify, React or database.' },
  ]),
  restrictImports('src/ui/**/*.{ts,tsx}', [
    { regex: ours('server', 'client'), message: 'src/ui is shared by the server and the client: it imports neither.' },
  ]),
  restrictImports('src/server/**/*.{ts,tsx}', [
    {
      regex: ours('client'),
      message: 'The server never imports the client (shared code lives in src/domain or src/ui).',
    },
  ]),
  restrictImports('src/client/**/*.{ts,tsx}', [CLIENT_NOT_SERVER]),
  ...CLIENT_FEATURES.map((feature) =>
    restrictImports(`src/client/features/${feature}/**/*.{ts,tsx}`, [
      CLIENT_NOT_SERVER,
      {
        regex: ours(...CLIENT_FEATURES.filter((other) => other !== feature)),
        message:
          'Client features do not import each other: move the shared piece to src/client/components or src/client/lib.',
      },
    ]),
  ),
  restrictImports('scripts/**/*.{ts,mts,js,mjs}', [
    { regex: ours('tests', 'e2e'), message: 'Scripts do not import test helpers: shared pieces live in scripts/lib.' },
  ]),
)

/** One `no-restricted-imports` block; a later block for the same file replaces an earlier one's patterns. */
function restrictImports(files, patterns) {
  return { files: [files], rules: { 'no-restricted-imports': ['error', { patterns }] } }
}

/** A relative specifier that goes into one of these folders of ours, at any depth. */
function ours(...folders) {
  return `^\\.\\.?/(.*/)?(${folders.join('|')})/`
}
