import { describe, expect, it } from 'vitest'
import { normalizeSocialLink, SOCIAL_LINK_MESSAGES, socialLinksField } from '@domain/social-links.js'
import { TILE_DATA_SCHEMAS, tileSummary } from '@domain/tile-types.js'

const schema = TILE_DATA_SCHEMAS['social-links']

describe('a social link', () => {
  it.each([
    ['Instagram', 'instagram.com/nina', 'https://instagram.com/nina'],
    ['Instagram', 'https://www.instagram.com/nina/', 'https://www.instagram.com/nina/'],
    ['X', 'twitter.com/nina', 'https://twitter.com/nina'],
    ['YouTube', 'https://youtu.be/abc', 'https://youtu.be/abc'],
    ['Mastodon', '@nina@mastodon.social', 'https://mastodon.social/@nina'],
    ['Mastodon', 'nina@Fosstodon.org', 'https://fosstodon.org/@nina'],
    ['Mastodon', 'https://hachyderm.io/@nina', 'https://hachyderm.io/@nina'],
    ['Email', 'nina@example.com', 'mailto:nina@example.com'],
    ['Website', 'nina.example', 'https://nina.example/'],
  ] as const)('%s %s leads to %s', (platform, input, url) => {
    expect(normalizeSocialLink(platform, input)).toEqual({ ok: true, url })
  })

  it.each([
    ['Instagram', 'instagram.com.evil.example/nina', SOCIAL_LINK_MESSAGES.otherHost('Instagram')],
    ['Instagram', 'https://evilinstagram.com/nina', SOCIAL_LINK_MESSAGES.otherHost('Instagram')],
    ['GitHub', 'https://github.com@evil.example/', 'This is not a valid link'],
    ['Instagram', 'javascript:alert(1)', 'Links must start with http://, https://, mailto: or tel:'],
    ['Mastodon', 'https://mastodon.social/about', SOCIAL_LINK_MESSAGES.mastodon],
    ['Email', 'nina', SOCIAL_LINK_MESSAGES.email],
    ['Website', 'mailto:nina@example.com', 'Enter a web address.'],
  ] as const)('%s %s is refused', (platform, input, message) => {
    expect(normalizeSocialLink(platform, input)).toEqual({ ok: false, message })
  })
})

describe('the social links tile', () => {
  it('holds 1 to 12 links and says which platforms', () => {
    const link = { platform: 'GitHub', url: 'github.com/nina' }
    expect(schema.safeParse({ profiles: [] }).error?.issues[0]?.message).toBe('Add at least one link.')
    expect(schema.safeParse({ profiles: Array(13).fill(link) }).error?.issues[0]?.message).toBe(
      'A social links tile holds at most 12 links.',
    )
    const data = schema.parse({ profiles: [link, { platform: 'Email', url: 'nina@example.com' }] })
    expect(data).toEqual({
      profiles: [
        { platform: 'GitHub', url: 'https://github.com/nina' },
        { platform: 'Email', url: 'mailto:nina@example.com' },
      ],
    })
    expect(tileSummary({ type: 'social-links', data })).toBe('GitHub, Email')
  })

  it('places a refusal at the link’s address', () => {
    const issue = schema.safeParse({ profiles: [{ platform: 'TikTok', url: 'tiktok.evil.example' }] }).error?.issues[0]
    expect(issue?.path).toEqual(['profiles', 0, 'url'])
  })

  it('leaves out stored links that no longer pass', () => {
    const stored = {
      profiles: [{ platform: 'GitHub', url: 'https://evil.example' }, { platform: 'Nope', url: 'x' }, 3],
    }
    expect(socialLinksField(stored)).toEqual([])
  })
})
