import { describe, expect, it } from 'vitest'
import { inAppWayOut, wayOutHref } from '@domain/in-app-browsers.js'

/** Real user agents of the apps' browsers and of ordinary ones. */
const AGENTS = {
  instagramAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UD1A.230803.041; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.144 Mobile Safari/537.36 Instagram 312.0.0.32.112 Android (34/14; 420dpi; 1080x2205; Google/google; Pixel 8; shiba; shiba; en_US; 548323757)',
  instagramIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Instagram 311.0.2.22.109 (iPhone15,3; iOS 17_1_2; en_US; en; scale=3.00; 1290x2796; 545386058)',
  facebookIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [FBAN/FBIOS;FBAV/443.0.0.35.111;FBBV/545227658;FBDV/iPhone14,2;FBMD/iPhone;FBSN/iOS;FBSV/17.1;FBSS/3;FBID/phone;FBLC/en_US;FBOP/5]',
  tiktokIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 musical_ly_32.5.0 JsSdk/2.0 NetType/WIFI Channel/App Store ByteLocale/en Region/US',
  threadsIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Barcelona 291.0.0.23.111 (iPhone14,5; iOS 17_0; en_US; en; scale=3.00; 1170x2532; 502284373)',
  snapchatIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Snapchat/12.52.0.32 (like Safari/8615.3.1.10.10, panda)',
  linkedinIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 [LinkedInApp]/9.29.7811',
  chromeDesktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  safariIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
}

describe('in-app browsers', () => {
  it.each([
    ['instagramAndroid', 'android'],
    ['instagramIos', 'instagram-ios'],
    ['facebookIos', 'copy'],
    ['tiktokIos', 'copy'],
    ['threadsIos', 'copy'],
    ['snapchatIos', 'copy'],
    ['linkedinIos', 'copy'],
  ] as const)('%s gets the %s way out', (agent, wayOut) => {
    expect(inAppWayOut(AGENTS[agent])).toBe(wayOut)
  })

  it.each(['chromeDesktop', 'safariIos', 'chromeAndroid'] as const)('%s is an ordinary browser', (agent) => {
    expect(inAppWayOut(AGENTS[agent])).toBeUndefined()
  })

  it('has no way out without a user agent', () => {
    expect(inAppWayOut(undefined)).toBeUndefined()
  })

  it('opens the same page in the browser', () => {
    expect(wayOutHref('android', 'https://tessera.example/nina')).toBe(
      'intent://tessera.example/nina#Intent;scheme=https;end',
    )
    expect(wayOutHref('instagram-ios', 'https://tessera.example/nina')).toBe(
      'instagram://extbrowser/?url=https%3A%2F%2Ftessera.example%2Fnina',
    )
    expect(wayOutHref('copy', 'https://tessera.example/nina')).toBeUndefined()
  })
})
