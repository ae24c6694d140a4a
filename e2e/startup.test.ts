import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverRssMegabytes } from '../scripts/lib/process-memory.js'
import { startServer, type RunningServer } from '../tests/helpers/server.js'
import { runBuiltCli } from './support/cli.js'
import { newDataDir } from './support/data-dir.js'

function runServerOnce(env: Record<string, string>) {
  return spawnSync(process.execPath, ['dist/server/main.js'], {
    // Vitest puts Vite's BASE_URL ("/") into the environment; the server reads its own BASE_URL.
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', BASE_URL: 'http://127.0.0.1:3000', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  })
}

describe('start-up', () => {
  it('stops with one clear line and exit code 1 on a bad PORT', () => {
    const result = runServerOnce({ PORT: 'abc' })
    expect(result.status).toBe(1)
    expect(result.stderr.trim().split('\n')).toEqual([
      'tessera: Invalid configuration: PORT must be a number (got "abc")',
    ])
  })

  it('stops with one clear line on an unparsable DATABASE_URL', () => {
    const result = runServerOnce({ DATABASE_URL: 'not a url' })
    expect(result.status).toBe(1)
    expect(result.stderr.trim()).toBe(
      'tessera: Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL',
    )
  })

  it('refuses to start on a shared database without AUTH_SECRET, in one line naming the variable', () => {
    // Nothing listens on port 1: the check comes before any connection is tried.
    const result = runServerOnce({ DATABASE_URL: 'postgres://tessera@127.0.0.1:1/tessera', AUTH_SECRET: '' })
    expect(result.status).toBe(1)
    expect(result.stderr.trim().split('\n')).toEqual([
      'tessera: Invalid configuration: AUTH_SECRET is required when DATABASE_URL is set (every instance must share it)',
    ])
  })

  it('gets past that check with AUTH_SECRET set, to the database it cannot reach', () => {
    const result = runServerOnce({
      DATABASE_URL: 'postgres://tessera@127.0.0.1:1/tessera',
      AUTH_SECRET: 'a-shared-secret-of-at-least-32-characters',
    })
    expect(result.status).toBe(1)
    expect(result.stderr.trim()).toBe('tessera: cannot reach the database at DATABASE_URL (connection refused).')
  })

  describe('with a server running on a data directory', () => {
    let first: RunningServer
    beforeAll(async () => {
      first = await startServer({ LOG_LEVEL: 'info' })
    })
    afterAll(() => first.stop())

    it('says at which address it is running: forms work only at BASE_URL', async () => {
      // The line is logged after listen(): /api/health can answer before it reaches the pipe.
      await expect.poll(() => first.output()).toContain(`"msg":"Tessera is running at ${first.baseUrl}"`)
    })

    it('refuses a second server on the same data directory while the first keeps working', async () => {
      const second = runServerOnce({ DATA_DIR: first.dataDir, PORT: '0' })
      expect(second.status).toBe(1)
      expect(second.stderr.trim()).toMatch(
        /^tessera: The data directory .* is in use by another Tessera process \(pid \d+\)/,
      )
      const health = await fetch(`${first.baseUrl}/api/health`)
      expect(health.status).toBe(200)
    })

    it("runs without V8's memory reducer, as `npm start` runs it (ADR 0044)", () => {
      const started = readFileSync(`/proc/${first.process.pid}/cmdline`, 'utf8').split('\0')
      expect(started).toContain('--no-memory-reducer')
      const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }
      expect(scripts.start).toContain('node --no-memory-reducer dist/server/main.js')
    })

    it('runs with one malloc arena for all its threads, as `npm start` runs it (ADR 0075)', () => {
      const environment = readFileSync(`/proc/${first.process.pid}/environ`, 'utf8').split('\0')
      expect(environment).toContain('MALLOC_ARENA_MAX=1')
      const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } }
      expect(scripts.start).toContain('MALLOC_ARENA_MAX=1 node --no-memory-reducer dist/server/main.js')
    })

    it('shuts down cleanly on SIGTERM and releases the data directory', async () => {
      await first.stop()
      const again = await startServer({ DATA_DIR: first.dataDir })
      const health = await fetch(`${again.baseUrl}/api/health`)
      expect(health.status).toBe(200)
      await again.stop()
    })
  })

  it('holds at most 300 MB once started on the embedded database with the demo seeded (ADR 0057, ADR 0076)', async () => {
    // A guard above the goal of 256 MB (docs/performance.md): it fails when something heavy is loaded
    // at start again, not when the machine is busy. Beside another end-to-end file the same build
    // held 244-255 MB, and 274 MB before the database thread compiled Postgres one function at a time.
    const dataDir = newDataDir('memory')
    runBuiltCli(dataDir, {}, 'seed', 'demo', '--messages', '100')
    const server = await startServer({ DATA_DIR: dataDir })
    try {
      for (const path of ['/demo', '/', '/no-such-page']) await (await fetch(`${server.baseUrl}${path}`)).arrayBuffer()
      const megabytes = serverRssMegabytes(server.process.pid!)
      expect(megabytes).toBeGreaterThan(0)
      expect(megabytes).toBeLessThanOrEqual(300)
    } finally {
      await server.stop()
    }
  })
})
