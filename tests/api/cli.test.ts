import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import type { InboxPage } from '@domain/messages.js'
import { openDatabase } from '@server/db/client.js'
import { grids } from '@server/db/schema.js'
import { buildTestApp } from '../helpers/app.js'
import { runTessera } from '../helpers/cli.js'
import { askTile } from '../helpers/tiles.js'

const dataDir = mkdtempSync(join(tmpdir(), 'tessera-cli-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const tessera = (...args: string[]) => runTessera(dataDir, ...args)

describe('the operator CLI', { timeout: 120_000 }, () => {
  it('says a new installation has no accounts yet, instead of an empty table', () => {
    expect(tessera('user', 'list')).toMatchObject({
      status: 0,
      stdout: 'No accounts yet. `npx tessera user create --help` shows how to create one.',
    })
  })

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

  it('prints the reported messages with their author and how to suspend them, then that the author is suspended', async () => {
    // An owner reports a signed message through the API, on the embedded database the CLI then opens.
    const app = await buildTestApp({}, { database: await openDatabase({ dataDir }) })
    try {
      const owner = await app.signUp('reporter', { plan: 'pro' })
      const writer = await app.signUp('writer')
      await app.db
        .update(grids)
        .set({ tiles: [askTile], active: true })
        .where(eq(grids.name, 'reporter'))
      const sent = await writer.post('/api/grids/reporter/messages', {
        tileId: askTile.id,
        message: 'Buy my course,\nonly today',
        anonymous: false,
      })
      expect(sent.statusCode).toBe(201)
      const [message] = ((await owner.get('/api/messages')).json() as InboxPage).messages
      expect((await owner.post('/api/moderation/reports', { messageId: message!.id })).statusCode).toBe(204)
    } finally {
      await app.close()
    }

    const listed = tessera('messages', 'reported')
    expect(listed.status).toBe(0)
    expect(listed.stdout).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC {2}reported by reporter on \/reporter\n {2}from writer \(suspend: npx tessera user suspend writer\)\n {2}Buy my course,\n {2}only today$/,
    )
    expect(tessera('user', 'suspend', 'writer').stdout).toBe('writer is suspended.')
    expect(tessera('messages', 'reported').stdout).toContain('\n  from writer (suspended)\n')
  })

  it('applies migrations on demand', () => {
    expect(tessera('migrate')).toMatchObject({ status: 0, stdout: 'Migrations applied (pglite).' })
  })
})
