import { describe, expect, it } from 'vitest'
import { recogniseEmbed, UNSUPPORTED_EMBED_MESSAGE } from '@domain/embeds.js'

const recognised = (input: string) => {
  const result = recogniseEmbed(input)
  if (!result.ok) throw new Error(`${input}: ${result.message}`)
  return result.embed
}

describe('recognising an embed', () => {
  it.each([
    [
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ&si=track123&utm_source=x',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    ],
    [
      'youtu.be/aqz-KE-bpKQ?t=42',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ&t=42s',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&start=42',
    ],
    [
      'https://m.youtube.com/shorts/aqz-KE-bpKQ?feature=share',
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    ],
    [
      'https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs&si=abc',
      'https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs',
      'https://www.youtube-nocookie.com/embed/videoseries?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs&autoplay=1',
    ],
    [
      'https://vimeo.com/76979871?share=copy',
      'https://vimeo.com/76979871',
      'https://player.vimeo.com/video/76979871?autoplay=1',
    ],
    [
      'https://open.spotify.com/intl-de/track/4cOdK2wGLETKBW3PvgPWqT?si=abc123',
      'https://open.spotify.com/track/4cOdK2wGLETKBW3PvgPWqT',
      'https://open.spotify.com/embed/track/4cOdK2wGLETKBW3PvgPWqT',
    ],
    [
      'https://open.spotify.com/show/2mTUnDkuKUkhiueKcVWoP0',
      'https://open.spotify.com/show/2mTUnDkuKUkhiueKcVWoP0',
      'https://open.spotify.com/embed/show/2mTUnDkuKUkhiueKcVWoP0',
    ],
    [
      'https://soundcloud.com/forss/flickermood?utm_source=clipboard',
      'https://soundcloud.com/forss/flickermood',
      'https://w.soundcloud.com/player/?url=https%3A%2F%2Fsoundcloud.com%2Fforss%2Fflickermood&auto_play=true',
    ],
    [
      'https://music.apple.com/us/album/abbey-road/1441164426?i=1441164430&ls=1',
      'https://music.apple.com/us/album/abbey-road/1441164426?i=1441164430',
      'https://embed.music.apple.com/us/album/abbey-road/1441164426?i=1441164430',
    ],
    [
      'https://artist.bandcamp.com/album/first-light?from=fanpub',
      'https://artist.bandcamp.com/album/first-light',
      undefined,
    ],
    [
      'https://www.openstreetmap.org/?mlat=52.2297&mlon=21.0122#map=14/52.2297/21.0122',
      'https://www.openstreetmap.org/?mlat=52.2297&mlon=21.0122#map=14/52.2297/21.0122',
      'https://www.openstreetmap.org/export/embed.html?bbox=20.99023,52.21871,21.03417,52.24069&layer=mapnik&marker=52.2297,21.0122',
    ],
    [
      '52.2297, 21.0122',
      'https://www.openstreetmap.org/?mlat=52.2297&mlon=21.0122#map=15/52.2297/21.0122',
      'https://www.openstreetmap.org/export/embed.html?bbox=21.00121,52.22421,21.02319,52.23519&layer=mapnik&marker=52.2297,21.0122',
    ],
  ])('%s', (input, url, player) => {
    const embed = recognised(input)
    expect([embed.url, embed.player]).toEqual([url, player])
  })

  it.each([
    'https://www.youtube.com.evil.example/watch?v=aqz-KE-bpKQ',
    'https://evilyoutube.com/watch?v=aqz-KE-bpKQ',
    'https://youtu.be.evil.example/aqz-KE-bpKQ',
    'https://www.youtube.com@evil.example/watch?v=aqz-KE-bpKQ',
    'https://www.youtube.com:8443/watch?v=aqz-KE-bpKQ',
    'https://www.youtube.com/watch?v=short',
    'https://open.spotify.com.evil.example/track/4cOdK2wGLETKBW3PvgPWqT',
    'https://open.spotify.com/artist/4cOdK2wGLETKBW3PvgPWqT',
    'https://vimeo.com.evil.example/76979871',
    'https://evil-soundcloud.com/forss/flickermood',
    'https://bandcamp.com.evil.example/album/x',
    'https://music.apple.com.evil.example/us/album/x/1',
    'https://openstreetmap.org.evil.example/#map=14/52.2/21.0',
    'javascript:alert(1)',
    'https://example.com/video',
    '95, 200',
  ])('refuses %s', (input) => {
    expect(recogniseEmbed(input)).toEqual({ ok: false, message: UNSUPPORTED_EMBED_MESSAGE })
  })
})
