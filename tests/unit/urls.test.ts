import { describe, expect, it } from 'vitest'
import { isExternalUrl, linkDisplayText, normalizeLinkUrl, safeImageSrc, sameOriginPath } from '@domain/urls.js'

const SCHEME_MESSAGE = 'Links must start with http://, https://, mailto: or tel:'

describe('normalizeLinkUrl', () => {
  it.each([
    ['https://example.com', 'https://example.com/'],
    ['http://example.com/a?b=1#c', 'http://example.com/a?b=1#c'],
    ['HTTPS://Example.COM/Path', 'https://example.com/Path'],
    ['example.com/x', 'https://example.com/x'],
    ['www.instagram.com/dana', 'https://www.instagram.com/dana'],
    ['//example.com/x', 'https://example.com/x'],
    ['example.com:8080/x', 'https://example.com:8080/x'],
    ['  https://example.com  ', 'https://example.com/'],
    ['https://bücher.example/', 'https://xn--bcher-kva.example/'],
    ['mailto:dana@example.com', 'mailto:dana@example.com'],
    ['MAILTO:dana@example.com', 'mailto:dana@example.com'],
    ['tel:+48500000000', 'tel:+48500000000'],
  ])('accepts %j as %j', (input, expected) => {
    expect(normalizeLinkUrl(input)).toEqual({ ok: true, url: expected })
  })

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' \u0000\u0001javascript:alert(1)',
    '\u0008javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'ftp://example.com/file',
    'intent://scan/#Intent;scheme=zxing;end',
    'blob:https://example.com/uuid',
  ])('refuses the scheme of %j with the clear message', (input) => {
    expect(normalizeLinkUrl(input)).toEqual({ ok: false, error: 'UNSUPPORTED_SCHEME', message: SCHEME_MESSAGE })
  })

  it.each([
    'jav&#x09;ascript:alert(1)',
    'javascript&colon;alert(1)',
    '%6A%61%76%61%73%63%72%69%70%74:alert(1)',
    'ｊａｖａｓｃｒｉｐｔ:alert(1)',
    'https:javascript:alert(1)',
    'https://exa mple.com',
    'https://bank.example@evil.example',
    'https://user:pass@example.com',
    'https://example.com/\u202Egnp.exe',
    'https://localhost:3000',
    'mailto:not-an-address',
    'tel:call-me-maybe',
    'not a link at all',
  ])('refuses %j and never returns it as a link', (input) => {
    const result = normalizeLinkUrl(input)
    expect(result.ok).toBe(false)
  })

  it('asks for at least 3 characters', () => {
    expect(normalizeLinkUrl('ab')).toEqual({
      ok: false,
      error: 'TOO_SHORT',
      message: 'Link must be at least 3 characters long',
    })
    expect(normalizeLinkUrl('   a\u0000 ')).toMatchObject({ ok: false, error: 'TOO_SHORT' })
  })

  it('refuses links longer than 2048 characters', () => {
    expect(normalizeLinkUrl(`https://example.com/${'a'.repeat(2048)}`)).toMatchObject({ ok: false, error: 'TOO_LONG' })
  })

  it('does not throw on malformed percent escapes', () => {
    expect(normalizeLinkUrl('mailto:%E0%A4%A')).toMatchObject({ ok: false })
  })
})

describe('isExternalUrl', () => {
  it('treats web links as external, mail and phone links as not', () => {
    expect(isExternalUrl('https://example.com/')).toBe(true)
    expect(isExternalUrl('http://example.com/')).toBe(true)
    expect(isExternalUrl('mailto:dana@example.com')).toBe(false)
    expect(isExternalUrl('tel:+48500000000')).toBe(false)
    expect(isExternalUrl('not a url')).toBe(false)
  })

  it('treats a link to the site itself as internal', () => {
    expect(isExternalUrl('https://tessera.example/other', 'https://tessera.example')).toBe(false)
    expect(isExternalUrl('https://example.com/', 'https://tessera.example')).toBe(true)
  })
})

describe('linkDisplayText', () => {
  it('shows the host without www, the mail address or the phone number', () => {
    expect(linkDisplayText('https://www.instagram.com/dana')).toBe('instagram.com')
    expect(linkDisplayText('mailto:dana@example.com')).toBe('dana@example.com')
    expect(linkDisplayText('tel:+48%20500')).toBe('+48 500')
  })
})

describe('safeImageSrc', () => {
  it("keeps this site's uploads", () => {
    expect(safeImageSrc('/uploads/tile_images/u1/photo.webp')).toBe('/uploads/tile_images/u1/photo.webp')
    expect(safeImageSrc('/uploads/profile_images/u-1/p_2.webp')).toBe('/uploads/profile_images/u-1/p_2.webp')
  })

  it.each([
    '',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    'javascript:alert(1)',
    'data:image/svg+xml,<svg/>',
    'http://example.com/a.png',
    'https://cdn.example.com/a.webp',
    'photo.png',
    '/api/account/me',
    '/api/account/logout',
    '/uploads/tile_images/u1/../../api/x.webp',
    '/uploads/tile_images/u1/photo.webp?x=1',
    '/uploads/other/u1/photo.webp',
    '/uploads/tile_images/u1/photo.png',
    '/login',
  ])('refuses %j', (src) => {
    expect(safeImageSrc(src)).toBeUndefined()
  })
})

describe('sameOriginPath', () => {
  const origin = 'https://tessera.example'
  it('keeps a path on the site, with its query and fragment', () => {
    expect(sameOriginPath('/demo?tab=1#top', origin)).toBe('/demo?tab=1#top')
    expect(sameOriginPath('/a/../settings', origin)).toBe('/settings')
  })

  it.each([
    null,
    undefined,
    '',
    'demo',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('refuses %j', (value) => {
    expect(sameOriginPath(value, origin)).toBeUndefined()
  })
})
