import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

/**
 * A checkout of its own, with bin/tessera.js and a CLI in the sources and in the build that each
 * say which ran, so that the files' times can be set without touching the project's.
 */
const root = mkdtempSync(join(tmpdir(), 'tessera-cli-entry-'))
const file = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true })
  writeFileSync(join(root, path), text)
}
const age = (path: string, secondsAgo: number) => {
  const time = new Date(Date.now() - secondsAgo * 1000)
  utimesSync(join(root, path), time, time)
}
const runCli = () => spawnSync(process.execPath, [join(root, 'bin/tessera.js')], { encoding: 'utf8' }).stdout.trim()

beforeAll(() => {
  mkdirSync(join(root, 'bin'))
  copyFileSync(resolve('bin/tessera.js'), join(root, 'bin/tessera.js'))
  symlinkSync(resolve('node_modules'), join(root, 'node_modules'))
  file('package.json', '{ "type": "module" }')
  file('tsconfig.json', '{}')
  file('src/server/cli.ts', "console.log('the sources' as string)")
  file('dist/server/cli.js', "console.log('the build')")
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('npx tessera', () => {
  it('runs the build when it is newer than everything it was built from', () => {
    for (const input of ['src/server/cli.ts', 'src/server', 'src', 'package.json', 'tsconfig.json']) age(input, 60)
    age('dist/server/cli.js', 10)
    expect(runCli()).toBe('the build')
  })

  it('runs the sources when one of them changed after the build', () => {
    age('dist/server/cli.js', 10)
    age('src/server/cli.ts', 5)
    expect(runCli()).toBe('the sources')
  })

  it('runs the sources when the packages changed after the build', () => {
    age('src/server/cli.ts', 60)
    age('dist/server/cli.js', 10)
    file('package-lock.json', '{}')
    expect(runCli()).toBe('the sources')
  })

  it('runs the sources when there is no build', () => {
    rmSync(join(root, 'dist'), { recursive: true })
    expect(runCli()).toBe('the sources')
  })
})
