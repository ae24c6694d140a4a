import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { FEEDBACK_TEXTS } from '@domain/feedback.js'
import { openDatabase } from '@server/db/client.js'
import { formatFeedback, listFeedback, saveFeedback } from '@server/services/feedback.js'
import { userIdOf } from '@server/services/users.js'
import { buildTestApp, type TestApp } from '../helpers/app.js'
import { runTessera } from '../helpers/cli.js'

const FEEDBACK_URL = 'https://ideas.example.com/tessera'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp({ FEEDBACK_URL })
})
afterAll(() => app.close())

describe('GET /api/feedback/config', () => {
  it('gives the feature-request board from FEEDBACK_URL', async () => {
    const res = await app.client().get('/api/feedback/config')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ feedbackUrl: FEEDBACK_URL })
  })

  it('gives null when no board is configured', async () => {
    const plain = await buildTestApp()
    try {
      expect((await plain.client().get('/api/feedback/config')).json()).toEqual({ feedbackUrl: null })
    } finally {
      await plain.close()
    }
  })
})

describe('POST /api/feedback', () => {
  it('asks a visitor without a session to sign in', async () => {
    const res = await app.client().post('/api/feedback', { message: 'A perfectly fine piece of feedback.' })
    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('UNAUTHORIZED')
  })

  it('refuses feedback shorter than 10 characters once trimmed', async () => {
    const bob = await app.signUp('bob')
    const res = await bob.post('/api/feedback', { message: '   too short   ' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe(FEEDBACK_TEXTS.tooShort)
  })

  it('refuses feedback longer than 2,000 characters', async () => {
    const carol = await app.signUp('carol')
    const res = await carol.post('/api/feedback', { message: 'x'.repeat(2001) })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe('Feedback can be at most 2,000 characters long.')
  })

  it('refuses a body without a message', async () => {
    const dave = await app.signUp('dave')
    const res = await dave.post('/api/feedback', {})
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('VALIDATION_FAILED')
  })

  it('stores trimmed feedback with its author and answers 201 with the thanks', async () => {
    const erin = await app.signUp('erin')
    const res = await erin.post('/api/feedback', { message: '  Please add dark mode to the editor.  ' })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ id: expect.any(String), message: 'Thanks for your feedback!' })
    const [latest] = await listFeedback(app.db, 1)
    expect(latest).toMatchObject({ id: res.json().id, username: 'erin', body: 'Please add dark mode to the editor.' })
  })

  it('accepts five notes an hour from one user and refuses the sixth with 429', async () => {
    const frank = await app.signUp('frank')
    for (let note = 1; note <= 5; note += 1) {
      const res = await frank.post('/api/feedback', { message: `Feedback number ${note} from Frank.` })
      expect(res.statusCode).toBe(201)
    }
    const refused = await frank.post('/api/feedback', { message: 'Feedback number 6 from Frank.' })
    expect(refused.statusCode).toBe(429)
    expect(refused.json().error.code).toBe('TOO_MANY_REQUESTS')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)

    const grace = await app.signUp('grace')
    expect((await grace.post('/api/feedback', { message: 'Another user is not limited by Frank.' })).statusCode).toBe(
      201,
    )
  })

  it('does not count rejected feedback toward the limit', async () => {
    const heidi = await app.signUp('heidi')
    for (let attempt = 0; attempt < 6; attempt += 1) await heidi.post('/api/feedback', { message: 'short' })
    const res = await heidi.post('/api/feedback', { message: 'Now a proper, long enough note.' })
    expect(res.statusCode).toBe(201)
  })
})

describe('reading feedback', () => {
  it('lists the newest first and prints the username and the date', async () => {
    const entries = await listFeedback(app.db)
    const times = entries.map((entry) => entry.createdAt.getTime())
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const printed = formatFeedback(entries.slice(0, 1))
    expect(printed).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC {2}heidi\n {2}Now a proper, long enough note\.$/)
  })

  it('says so when there is none', () => {
    expect(formatFeedback([])).toBe('No feedback yet.')
  })
})

describe('tessera feedback list', { timeout: 120_000 }, () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-feedback-cli-'))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  const tessera = (...args: string[]) => runTessera(dataDir, ...args)

  it('prints the stored feedback, newest first, with username and date', async () => {
    const created = tessera(
      'user',
      'create',
      '--email',
      'critic@example.com',
      '--username',
      'critic',
      '--password',
      'Secret#2024',
      '--verified',
    )
    expect(created).toMatchObject({ status: 0, stderr: '' })
    const database = await openDatabase({ dataDir })
    try {
      const userId = await userIdOf(database.db, 'critic')
      await saveFeedback(database.db, userId, 'The first note, sent earlier.')
      await saveFeedback(database.db, userId, 'The second note,\non two lines.')
    } finally {
      await database.close()
    }

    const listed = tessera('feedback', 'list')
    expect(listed.status).toBe(0)
    expect(listed.stdout).toMatch(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC {2}critic\n {2}The second note,\n {2}on two lines\.\n\n\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC {2}critic\n {2}The first note, sent earlier\.$/,
    )
  })
})
