import { describe, expect, it } from 'vitest'
import { withCampaignTags } from '@domain/campaign-tags.js'
import { tileName } from '@domain/tile-names.js'

describe('withCampaignTags', () => {
  it('appends the tags to a link without a query', () => {
    expect(withCampaignTags('https://shop.example/', 'maya')).toBe(
      'https://shop.example/?utm_source=tessera&utm_medium=bio&utm_campaign=maya',
    )
  })

  it("keeps the link's own parameters as written and its fragment after the query", () => {
    expect(withCampaignTags('https://shop.example/a?q=b%20c&flag#top', 'maya')).toBe(
      'https://shop.example/a?q=b%20c&flag&utm_source=tessera&utm_medium=bio&utm_campaign=maya#top',
    )
  })

  it('leaves a link the creator tagged with any utm parameter as it is', () => {
    expect(withCampaignTags('https://shop.example/?UTM_Campaign=spring', 'maya')).toBe(
      'https://shop.example/?UTM_Campaign=spring',
    )
  })

  it('leaves mail and phone links alone', () => {
    expect(withCampaignTags('mailto:maya@example.com', 'maya')).toBe('mailto:maya@example.com')
    expect(withCampaignTags('tel:+48123456789', 'maya')).toBe('tel:+48123456789')
  })
})

describe('tileName', () => {
  const link = (data: Record<string, unknown>) => tileName({ type: 'link', data })

  it('names a link by the title its creator gave it, else by its brand or host', () => {
    expect(link({ links: [{ url: 'https://ceramics.example/shop', icon: 'Other' }], label: 'Shop ceramics' })).toBe(
      'Shop ceramics',
    )
    expect(link({ links: [{ url: 'https://ceramics.example/shop', icon: 'Other' }], label: '  ' })).toBe(
      'ceramics.example',
    )
    expect(link({ links: [{ url: 'https://github.com/maya', icon: 'GitHub' }] })).toBe('GitHub')
  })

  it("names an embed by its title, a text by its header, and a tile with neither by its type's name", () => {
    expect(tileName({ type: 'embed', data: { url: 'https://youtu.be/x', title: 'My studio tour' } })).toBe(
      'My studio tour',
    )
    expect(tileName({ type: 'text', data: { header: 'Opening hours' } })).toBe('Opening hours')
    expect(tileName({ type: 'embed', data: { url: 'https://youtu.be/x' } })).toBe('Embed')
  })

  it("takes the type's name in the app's language, a link that leads nowhere valid named as a link", () => {
    const inPolish = (type: string) => (type === 'embed' ? 'Osadzenie' : type)
    expect(tileName({ type: 'embed', data: { url: 'https://youtu.be/x' } }, inPolish)).toBe('Osadzenie')
    expect(tileName({ type: 'embed', data: { title: 'Mój film' } }, inPolish)).toBe('Mój film')
    expect(
      tileName({ type: 'link', data: { links: [{ url: 'javascript:x', icon: 'Other' }] } }, () => 'Odnośnik'),
    ).toBe('Odnośnik')
  })
})
