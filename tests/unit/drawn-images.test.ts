import { describe, expect, it } from 'vitest'
import { DrawnImages } from '@server/images/drawn-images.js'

const png = (text: string) => Buffer.from(text)

describe('DrawnImages', () => {
  it('draws a version once, however many ask for it at the same time', async () => {
    const images = new DrawnImages(1024)
    let draws = 0
    const draw = async () => {
      draws += 1
      await new Promise((resolve) => setTimeout(resolve, 5))
      return png('first')
    }
    const [one, two] = await Promise.all([images.get('a', 'v1', draw), images.get('a', 'v1', draw)])
    expect(draws).toBe(1)
    expect(two).toBe(one)
    expect(await images.get('a', 'v1', draw)).toBe(one)
    expect(images.peek('a', 'v1')).toBe(one)
    expect(one.etag).toMatch(/^"[\w-]{27}"$/)
  })

  it('draws again for a new version and forgets the old one', async () => {
    const images = new DrawnImages(1024)
    await images.get('a', 'v1', async () => png('old'))
    const newer = await images.get('a', 'v2', async () => png('new'))
    expect(newer.png.toString()).toBe('new')
    expect(images.peek('a', 'v1')).toBeUndefined()
  })

  it('keeps nothing from a drawing that failed, so the next ask draws again', async () => {
    const images = new DrawnImages(1024)
    await expect(images.get('a', 'v1', async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom')
    expect((await images.get('a', 'v1', async () => png('retry'))).png.toString()).toBe('retry')
  })

  it('keeps PNGs up to a total size, the least recently used dropped first', async () => {
    const images = new DrawnImages(25)
    for (const key of ['a', 'b']) await images.get(key, 'v1', async () => png(key.repeat(10)))
    images.peek('a', 'v1')
    await images.get('c', 'v1', async () => png('c'.repeat(10)))
    expect(images.peek('a', 'v1')).toBeDefined()
    expect(images.peek('b', 'v1')).toBeUndefined()
    expect(images.peek('c', 'v1')).toBeDefined()
  })

  it('answers a PNG larger than the whole bound without keeping it', async () => {
    const images = new DrawnImages(25)
    const large = await images.get('a', 'v1', async () => png('a'.repeat(30)))
    expect(large.png.length).toBe(30)
    expect(images.peek('a', 'v1')).toBeUndefined()
  })
})
