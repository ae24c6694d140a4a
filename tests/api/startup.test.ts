import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

/** Starts the server from source as an operator would, and returns how it stopped. */
function startOnce(env: Record<string, string>) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    // Vitest puts Vite's BASE_URL ("/") into the environment; the server reads its own.
    env: { ...process.env, NODE_ENV: 'production', BASE_URL: 'http://127.0.0.1:3000', AUTH_SECRET: '', ...env },
    encoding: 'utf8',
    timeout: 30_000,
  })
}

describe('start-up on a shared database', () => {
  it('refuses to start without AUTH_SECRET, in one line naming the variable', () => {
    // Nothing listens on port 1: the check comes before any connection is tried.
    const result = startOnce({ DATABASE_URL: 'postgres://tessera@127.0.0.1:1/tessera' })
    expect(result.status).toBe(1)
    expect(result.stderr.trim().split('\n')).toEqual([
      'tessera: Invalid configuration: AUTH_SECRET is required when DATABASE_URL is set (every instance must share it)',
    ])
  })

  it('gets past the check with AUTH_SECRET set', () => {
    const result = startOnce({
      DATABASE_URL: 'postgres://tessera@127.0.0.1:1/tessera',
      AUTH_SECRET: 'a-shared-secret-of-at-least-32-characters',
    })
    expect(result.status).toBe(1)
    expect(result.stderr.trim()).toBe('tessera: cannot reach the database at DATABASE_URL (connection refused).')
  })
})
