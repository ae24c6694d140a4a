import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

/**
 * A checkout of its own for each test, with the real bin/ and a CLI in the sources and in the
 * build that each say which ran: the tests change its files, not the project's.
 */
let root: string
const write = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}
const runCli = () => spawnSync(process.execPath, [join(root, 'bin/tessera.js')], { encoding: 'utf8' }).stdout.trim()
/**
 * Files' times come from a clock that may lag the one Date.now() reads by a few milliseconds:
 * waiting a little puts a change clearly after what came before.
 */
const later = () => sleep(30)
/** A build that began now and finished, as scripts/build-server.ts records it. */
const built = async () => {
  await later()
  write('dist/server/cli.js', "console.log('the build')")
  write('dist/server/build.json', JSON.stringify({ startedAt: Date.now() }))
  await later()
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'tessera-cli-entry-'))
  mkdirSync(join(root, 'bin'))
  for (const file of ['bin/tessera.js', 'bin/tessera-source.js']) copyFileSync(resolve(file), join(root, file))
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'))
  write('package.json', '{ "type": "module" }')
  write('package-lock.json', '{}')
  write('tsconfig.json', '{}')
  write('src/server/cli.ts', "console.log('the sources' as string)")
  write('scripts/build-server.ts', '')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('npx tessera', () => {
  it('runs the build when nothing it is built from changed after the build began', async () => {
    await built()
    expect(runCli()).toBe('the build')
  })

  it.each([
    ['a source changed', () => write('src/server/cli.ts', "console.log('the sources, edited' as string)")],
    ['a source was added', () => write('src/server/new.ts', '')],
    ['a build script was deleted', () => rmSync(join(root, 'scripts/build-server.ts'))],
    ['the packages changed', () => write('package-lock.json', '{ "lockfileVersion": 3 }')],
  ])('runs the sources when %s after the build began', async (_change, change) => {
    await built()
    change()
    expect(runCli()).toMatch(/^the sources/)
  })

  it('runs the sources when the build did not finish, or there is none', async () => {
    await built()
    rmSync(join(root, 'dist/server/build.json'))
    expect(runCli()).toBe('the sources')
    rmSync(join(root, 'dist'), { recursive: true })
    expect(runCli()).toBe('the sources')
  })
})
