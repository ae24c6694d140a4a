// `node --import tsx scripts/codemods/import-alias.ts [--check] [file …]`: rewrites every relative
// import that leaves its part of src/ (or comes into one from tests, scripts, …) into the alias of
// tsconfig.json's `paths` for the part it goes to: `../../../domain/grid.js` → `@domain/grid.js`.
// Imports within one part stay relative. Re-runnable: an aliased import is left as it is, so it can
// run again after other branches merge. Without files, it reads every TypeScript file git knows
// (tracked, or new and not ignored). `--check` writes nothing and exits 1 if anything would change.
// A rewritten file is formatted with Prettier: a shorter import may now fit on one line.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path'
import { format, resolveConfig } from 'prettier'
import ts from 'typescript'

/** One alias: `@domain/` for everything below `<root>/src/domain`. */
export interface ImportAlias {
  prefix: string
  dir: string
}

/** The aliases of a tsconfig's `paths` that map `@name/*` onto one folder (`./src/name/*`). */
export function aliasesOf(tsconfigPath: string): ImportAlias[] {
  const { config, error } = ts.readConfigFile(tsconfigPath, ts.sys.readFile)
  if (error) throw new Error(ts.flattenDiagnosticMessageText(error.messageText, '\n'))
  const paths = (config.compilerOptions?.paths ?? {}) as Record<string, string[]>
  return Object.entries(paths).flatMap(([pattern, [target, ...others]]) =>
    pattern.endsWith('/*') && target?.endsWith('/*') && others.length === 0
      ? [{ prefix: pattern.slice(0, -1), dir: resolve(dirname(tsconfigPath), target.slice(0, -2)) }]
      : [],
  )
}

const inside = (dir: string, path: string) => path === dir || path.startsWith(dir + sep)
const aliasHolding = (aliases: readonly ImportAlias[], path: string) => aliases.find(({ dir }) => inside(dir, path))

/** The alias to write for a relative specifier, or undefined when it stays as it is. */
export function aliasedSpecifier(
  aliases: readonly ImportAlias[],
  fromFile: string,
  specifier: string,
): string | undefined {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined
  const queryAt = specifier.search(/[?#]/)
  const [path, query] = queryAt < 0 ? [specifier, ''] : [specifier.slice(0, queryAt), specifier.slice(queryAt)]
  const target = resolve(dirname(fromFile), path)
  const to = aliasHolding(aliases, target)
  if (!to || to === aliasHolding(aliases, fromFile)) return undefined
  const rest = relative(to.dir, target).split(sep).join('/')
  return `${to.prefix}${rest}${query}`
}

/** The module specifiers of a file: imports, exports, `import()` and `import('…')` types, `vi.mock('…')`. */
function specifiersOf(source: ts.SourceFile): ts.StringLiteralLike[] {
  const found: ts.StringLiteralLike[] = []
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      if (ts.isStringLiteralLike(node.moduleSpecifier)) found.push(node.moduleSpecifier)
    } else if (ts.isImportTypeNode(node)) {
      const { argument } = node
      if (ts.isLiteralTypeNode(argument) && ts.isStringLiteralLike(argument.literal)) found.push(argument.literal)
    } else if (ts.isCallExpression(node) && isModuleCall(node.expression)) {
      const [first] = node.arguments
      if (first && ts.isStringLiteralLike(first)) found.push(first)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** `import(…)`, and Vitest's calls that take a module specifier. */
function isModuleCall(callee: ts.Expression): boolean {
  if (callee.kind === ts.SyntaxKind.ImportKeyword) return true
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    callee.expression.text === 'vi' &&
    ['mock', 'doMock', 'importActual', 'importMock'].includes(callee.name.text)
  )
}

/** The file's text with its leaving imports aliased, and how many it changed. */
export function rewriteImports(
  aliases: readonly ImportAlias[],
  fileName: string,
  text: string,
): { text: string; changed: number } {
  const kind = fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind)
  const edits = specifiersOf(source).flatMap((literal) => {
    const aliased = aliasedSpecifier(aliases, fileName, literal.text)
    // Inside the quotes, so that the file keeps its quote style.
    return aliased === undefined ? [] : [{ start: literal.getStart(source) + 1, end: literal.getEnd() - 1, aliased }]
  })
  let rewritten = text
  for (const { start, end, aliased } of edits.sort((a, b) => b.start - a.start)) {
    rewritten = rewritten.slice(0, start) + aliased + rewritten.slice(end)
  }
  return { text: rewritten, changed: edits.length }
}

/** Every TypeScript file git knows below the root: tracked (and not deleted), or new and not ignored. */
function typescriptFiles(root: string): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.ts', '*.tsx', '*.mts', '*.cts'],
    { cwd: root, encoding: 'utf8' },
  )
  return [...new Set(listed.split('\n').filter(Boolean))].map((file) => join(root, file)).filter(existsSync)
}

async function main(args: readonly string[]) {
  const root = resolve(import.meta.dirname, '..', '..')
  const check = args.includes('--check')
  const named = args.filter((arg) => arg !== '--check').map((file) => (isAbsolute(file) ? file : resolve(file)))
  const aliases = aliasesOf(join(root, 'tsconfig.json'))
  let files = 0
  let imports = 0
  for (const file of named.length > 0 ? named : typescriptFiles(root)) {
    const { text, changed } = rewriteImports(aliases, file, readFileSync(file, 'utf8'))
    if (changed === 0) continue
    files += 1
    imports += changed
    if (check) console.log(relative(root, file))
    else writeFileSync(file, await format(text, { ...(await resolveConfig(file)), filepath: file }))
  }
  console.log(`${check ? 'would rewrite' : 'rewrote'} ${imports} imports in ${files} files`)
  if (check && imports > 0) process.exitCode = 1
}

if (process.argv[1] && resolve(process.argv[1]) === import.meta.filename) await main(process.argv.slice(2))
