import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GRID_NAME_MESSAGES } from '@domain/grid-names.js'
import { PLAN_MESSAGES } from '@domain/plans.js'
import { selectRows } from '@server/db/client.js'
import { grids, messages } from '@server/db/schema.js'
import { applyPlan } from '@server/services/plans.js'
import { buildTestApp, type SignedUpUser, type TestApp } from '../helpers/app.js'

let app: TestApp
let free: SignedUpUser
let pro: SignedUpUser
beforeAll(async () => {
  app = await buildTestApp()
  free = await app.signUp('freeuser')
  pro = await app.signUp('prouser', { plan: 'pro' })
})
afterAll(() => app.close())

const messageOf = (res: { json: () => { error: { message: string } } }) => res.json().error.message

describe('grid names', () => {
  it.each([
    ['2 characters', 'ab'],
    ['21 characters', 'a'.repeat(21)],
    ['upper case', 'MyGrid'],
    ['an underscore', 'my_grid'],
    ['unicode', 'zażółć'],
    ['a space', 'my grid'],
  ])('refuses a name with %s', async (_case, name) => {
    const res = await pro.post('/api/grids', { name })
    expect(res.statusCode).toBe(400)
    expect(messageOf(res)).toBe(GRID_NAME_MESSAGES.rule)
  })

  it.each([
    ['3 characters', 'abc'],
    ['20 characters', 'b'.repeat(20)],
    ['dashes and digits', 'shop-2024'],
  ])('accepts a name with %s', async (_case, name) => {
    const user = await app.signUp(`n${Math.random().toString(36).slice(2, 10)}`, { plan: 'pro' })
    const res = await user.post('/api/grids', { name })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ name, active: false, isProfile: false })
  })

  it.each(['pricing', 'freeuser'])('refuses the taken or reserved name %s', async (name) => {
    const res = await pro.post('/api/grids', { name })
    expect(res.statusCode).toBe(409)
    expect(messageOf(res)).toBe(GRID_NAME_MESSAGES.taken)
  })

  it('lets exactly one of two simultaneous creates take a name', async () => {
    const other = await app.signUp('racer2', { plan: 'pro' })
    const results = await Promise.all([
      pro.post('/api/grids', { name: 'contested' }),
      other.post('/api/grids', { name: 'contested' }),
    ])
    expect(results.map((res) => res.statusCode).sort()).toEqual([201, 409])
    expect(messageOf(results.find((res) => res.statusCode === 409)!)).toBe(GRID_NAME_MESSAGES.taken)
  })
})

describe('plan limits', () => {
  it('refuses a second grid to a free user', async () => {
    const res = await free.post('/api/grids', { name: 'second-grid' })
    expect(res.statusCode).toBe(403)
    expect(messageOf(res)).toBe(PLAN_MESSAGES.gridLimitReached)
  })

  it('lets a pro user with 5 grids create a sixth and refuses a seventh', async () => {
    const owner = await app.signUp('sixgrids', { plan: 'pro' })
    for (const name of ['g-one', 'g-two', 'g-three', 'g-four'])
      expect((await owner.post('/api/grids', { name })).statusCode).toBe(201)
    expect((await owner.post('/api/grids', { name: 'g-five' })).statusCode).toBe(201)
    const seventh = await owner.post('/api/grids', { name: 'g-six' })
    expect(seventh.statusCode).toBe(403)
    expect(messageOf(seventh)).toBe(PLAN_MESSAGES.gridLimitReached)
  })

  it('never lets concurrent creates exceed the limit', async () => {
    const owner = await app.signUp('burst', { plan: 'pro' })
    const results = await Promise.all(
      ['b-1', 'b-2', 'b-3', 'b-4', 'b-5', 'b-6', 'b-7', 'b-8'].map((name) => owner.post('/api/grids', { name })),
    )
    expect(results.filter((res) => res.statusCode === 201)).toHaveLength(5)
    expect((await owner.get('/api/grids')).json()).toHaveLength(6)
  })
})

describe('listing', () => {
  it('lists only the signed-in user’s grids, sorted by name, the profile grid marked', async () => {
    const owner = await app.signUp('lister', { plan: 'pro' })
    await owner.post('/api/grids', { name: 'zeta' })
    await owner.post('/api/grids', { name: 'alpha' })
    const list = (await owner.get('/api/grids')).json() as { name: string; isProfile: boolean }[]
    expect(list.map((grid) => grid.name)).toEqual(['alpha', 'lister', 'zeta'])
    expect(list.find((grid) => grid.name === 'lister')?.isProfile).toBe(true)
  })

  it('requires a session', async () => {
    expect((await app.client().get('/api/grids')).statusCode).toBe(401)
  })
})

describe('activation', () => {
  it('lets a free user deactivate and reactivate the profile grid', async () => {
    expect((await free.patch('/api/grids/freeuser', { active: false })).json().active).toBe(false)
    expect((await app.inject({ method: 'GET', url: '/freeuser' })).statusCode).toBe(404)
    expect((await free.patch('/api/grids/freeuser', { active: true })).json().active).toBe(true)
    expect((await app.inject({ method: 'GET', url: '/freeuser' })).statusCode).toBe(200)
  })

  it('refuses to activate another grid for a free user (after a downgrade)', async () => {
    const former = await app.signUp('former', { plan: 'pro' })
    await former.post('/api/grids', { name: 'former-shop' })
    await applyPlan(app.db, former.id, 'free')
    const res = await former.patch('/api/grids/former-shop', { active: true })
    expect(res.statusCode).toBe(403)
    expect(messageOf(res)).toBe(PLAN_MESSAGES.activationNotAllowed)
  })

  it('lets a pro user activate any own grid, which visitors then see', async () => {
    await pro.post('/api/grids', { name: 'pro-shop' })
    expect((await app.inject({ method: 'GET', url: '/pro-shop' })).statusCode).toBe(404)
    expect((await pro.patch('/api/grids/pro-shop', { active: true })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/pro-shop' })).statusCode).toBe(200)
  })

  it('refuses a body that is not a boolean', async () => {
    expect((await pro.patch('/api/grids/prouser', { active: 'yes' })).statusCode).toBe(400)
  })
})

describe('downgrade', () => {
  it('keeps every grid but deactivates all except the profile grid', async () => {
    const owner = await app.signUp('downer', { plan: 'pro' })
    await owner.post('/api/grids', { name: 'downer-two' })
    await owner.patch('/api/grids/downer-two', { active: true })
    await applyPlan(app.db, owner.id, 'free')
    const list = (await owner.get('/api/grids')).json() as { name: string; active: boolean }[]
    expect(list).toEqual([
      expect.objectContaining({ name: 'downer', active: true }),
      expect.objectContaining({ name: 'downer-two', active: false }),
    ])
  })
})

describe('deletion', () => {
  it('refuses to delete the profile grid', async () => {
    const res = await free.delete('/api/grids/freeuser')
    expect(res.statusCode).toBe(403)
    expect(messageOf(res)).toBe(GRID_NAME_MESSAGES.profileGridDelete)
  })

  it('deletes a grid with its messages and frees the name', async () => {
    const created = (await pro.post('/api/grids', { name: 'doomed' })).json()
    await app.db
      .insert(messages)
      .values({ gridId: created.id, ownerId: pro.id, body: 'hello there', authorLabel: 'Anonymous' })
    expect((await pro.delete('/api/grids/doomed')).statusCode).toBe(204)
    const [row] = await selectRows<{ count: number }>(
      app.db,
      sql`select count(*)::int as count from messages where grid_id = ${created.id}`,
    )
    expect(row?.count).toBe(0)
    expect((await app.db.select().from(grids).where(eq(grids.name, 'doomed'))).length).toBe(0)
    expect((await app.inject({ method: 'GET', url: '/api/names/doomed/availability' })).json().available).toBe(true)
  })
})

describe('ownership', () => {
  it('answers 404 for another user’s grid on every route', async () => {
    await pro.post('/api/grids', { name: 'private-one' })
    const intruder = await app.signUp('intruder', { plan: 'pro' })
    expect((await intruder.patch('/api/grids/private-one', { active: true })).statusCode).toBe(404)
    expect((await intruder.delete('/api/grids/private-one')).statusCode).toBe(404)
    expect((await intruder.delete('/api/grids/prouser')).statusCode).toBe(404)
    expect((await app.db.select().from(grids).where(eq(grids.name, 'private-one'))).length).toBe(1)
  })

  it('gives the owner the editor and visitors the 404 page for an inactive grid', async () => {
    await pro.post('/api/grids', { name: 'draft-page' })
    const owner = await pro.get('/draft-page')
    const visitor = await app.client().get('/draft-page')
    expect(visitor.statusCode).toBe(404)
    expect(owner.statusCode).toBe(200)
    expect(owner.body).toContain('<div id="root">')
  })
})
