import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { runTessera } from '../helpers/cli.js'

const dataDir = mkdtempSync(join(tmpdir(), 'tessera-cli-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const tessera = (...args: string[]) => runTessera(dataDir, ...args)

describe('the operator CLI', { timeout: 120_000 }, () => {
  it('creates a verified pro user with the sign-up rules', () => {
    const created = tessera(
      'user',
      'create',
      '--email',
      'op@example.com',
      '--username',
      'Operator',
      '--password',
      'Secret#2024',
      '--pro',
      '--verified',
    )
    expect(created).toMatchObject({ status: 0, stdout: 'Created operator <op@example.com> on Pro.' })
    const listed = tessera('user', 'list')
    expect(listed.stdout).toMatch(/operator.*op@example\.com.*pro.*true.*false/)
  })

  it('refuses an invalid user with the sign-up message and exit code 1', () => {
    const result = tessera(
      'user',
      'create',
      '--email',
      'x@example.com',
      '--username',
      'operator',
      '--password',
      'short',
    )
    expect(result.status).toBe(1)
    expect(result.stderr).toBe('tessera: Password must be at least 8 characters long')
  })

  it('suspends, unsuspends, changes the plan of and deletes a user', () => {
    expect(tessera('user', 'suspend', 'operator').stdout).toBe('operator is suspended.')
    expect(tessera('user', 'unsuspend', 'operator').stdout).toBe('operator is active again.')
    expect(tessera('user', 'set-plan', 'operator', 'free').stdout).toBe('operator is now on Free.')
    expect(tessera('user', 'delete', 'operator').stdout).toBe('operator deleted.')
    const missing = tessera('user', 'delete', 'operator')
    expect(missing).toMatchObject({ status: 1, stderr: 'tessera: No user named "operator".' })
  })

  it('cleans up unverified accounts and unused uploads on demand', () => {
    expect(tessera('cleanup')).toMatchObject({
      status: 0,
      stdout: 'Deleted 0 unverified accounts and 0 unused uploads.',
    })
  })

  it('applies migrations on demand', () => {
    expect(tessera('migrate')).toMatchObject({ status: 0, stdout: 'Migrations applied (pglite).' })
  })
})
