import { describe, expect, it } from 'vitest'
import { firstRunSteps } from '@domain/first-run.js'
import type { StoredTile } from '@domain/grid.js'

const tile = (type: StoredTile['type'], data: Record<string, unknown>): StoredTile => ({
  id: `${type}-${JSON.stringify(data)}`,
  type,
  x: 0,
  y: 0,
  width: 1,
  height: 1,
  color: 'tile-theme',
  data,
})

const doneOf = (tiles: StoredTile[], linkShared = false, plan: 'free' | 'pro' = 'pro') =>
  Object.fromEntries(firstRunSteps(tiles, { linkShared, plan }).map((step) => [step.id, step.done]))

describe('the first-run checklist', () => {
  it('lists the five steps in order, none done on a new page', () => {
    const steps = firstRunSteps([tile('introduction', { firstName: 'Ann', image: '' })], {
      linkShared: false,
      plan: 'pro',
    })
    expect(steps.map((step) => step.id)).toEqual(['photo', 'links', 'message', 'notify', 'share'])
    expect(steps.every((step) => !step.done)).toBe(true)
  })

  it('ticks the photo off for a portrait in the introduction or a picture in an image tile', () => {
    expect(doneOf([tile('introduction', { image: '/uploads/profile_images/u/a.webp' })]).photo).toBe(true)
    expect(doneOf([tile('image', { image: '/uploads/tile_images/u/a.webp' })]).photo).toBe(true)
    expect(doneOf([tile('image', { image: '' })]).photo).toBe(false)
  })

  it('ticks the links off for a link tile or a links grid with an address, not for empty ones', () => {
    expect(doneOf([tile('link', { links: [{ url: 'https://example.com/', icon: 'Link' }] })]).links).toBe(true)
    expect(doneOf([tile('links-grid', { links: [{ url: '' }, { url: 'https://a.example/' }] })]).links).toBe(true)
    expect(doneOf([tile('link', { links: [{ url: '' }] })]).links).toBe(false)
  })

  it('ticks the message box off for a message tile, and says a Free user needs Pro for it', () => {
    expect(doneOf([tile('message.me', { header: '' })]).message).toBe(true)
    const free = firstRunSteps([], { linkShared: false, plan: 'free' }).find((step) => step.id === 'message')
    const pro = firstRunSteps([], { linkShared: false, plan: 'pro' }).find((step) => step.id === 'message')
    expect([free?.needsPro, pro?.needsPro]).toEqual([true, false])
  })

  it('ticks the email off once notifications are on, links to the setting, and says a Free user needs Pro', () => {
    const step = (notify?: 'off' | 'each' | 'daily', plan: 'free' | 'pro' = 'pro') =>
      firstRunSteps([], { linkShared: false, plan, notify }).find((candidate) => candidate.id === 'notify')!
    expect([step(undefined).done, step('off').done, step('daily').done, step('each').done]).toEqual([
      false,
      false,
      true,
      true,
    ])
    expect(step('daily').settingPath).toBe('/settings#email-notifications')
    expect([step(undefined, 'free').needsPro, step('off').needsPro]).toEqual([true, false])
  })

  it('ticks sharing off once the link was copied', () => {
    expect(doneOf([], true).share).toBe(true)
  })
})
