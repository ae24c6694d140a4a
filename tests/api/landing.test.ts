import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '@server/config.js'
import { PHONE_SLIDES } from '@ui/landing/screenshots.js'
import { buildTestApp, type TestApp } from '../helpers/app.js'

let app: TestApp
beforeAll(async () => {
  app = await buildTestApp({ OPERATOR_NAME: 'Jan Kowalski', OPERATOR_EMAIL: 'jan@example.org' })
})
afterAll(() => app.close())

const landing = async () => (await app.inject({ method: 'GET', url: '/' })).body
const LANDING_SCRIPT_TAG = /^<script src="(\/scripts\/landing\.[0-9a-f]{12}\.js)" defer="">$/
const landingScriptUrl = async () => LANDING_SCRIPT_TAG.exec((await landing()).match(/<script\b[^>]*>/)?.[0] ?? '')?.[1]
const count = (html: string, pattern: RegExp) => html.match(new RegExp(pattern, 'g'))?.length ?? 0

describe('the landing page', () => {
  it('is a server-rendered document with a headline and a sub-headline', async () => {
    const res = await app.inject({ method: 'GET', url: '/' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toMatch(/^<!doctype html><html lang="en">/)
    expect(res.body.replace(/<[^>]+>/g, '')).toContain('Your whole world, in one link.')
    expect(res.body).toContain('<h1 id="hero-title">')
    expect(res.body).toContain('<p class="lead">')
    expect(res.body).toMatch(/<meta name="description" content="[^"]+"/)
  })

  it('has a username field whose form leads to /register with a username parameter', async () => {
    const html = await landing()
    const form = /<form class="claim"[^>]*>/.exec(html)?.[0]
    expect(form).toContain('action="/register"')
    expect(form).toContain('method="get"')
    expect(/<input id="hero-claim-username"[^>]*>/.exec(html)?.[0]).toContain('name="username"')
    expect(html).toContain('<label for="hero-claim-username" class="sr-only">Choose your username</label>')
    expect(html).toContain('Claim your page')
    expect(html).toContain('href="/login"')
  })

  it('shows a phone carousel of labelled slides that advances every 3 seconds', async () => {
    const html = await landing()
    expect(html).toContain('aria-roledescription="carousel"')
    expect(html).toContain('data-interval="3000"')
    expect(count(html, /aria-roledescription="slide"/)).toBe(PHONE_SLIDES.length)
    expect(html).toContain(`aria-label="1 of ${PHONE_SLIDES.length}"`)
    expect(html).toContain('aria-live="polite"')
    expect(html).toMatch(/aria-label="Previous page"/)
    expect(html).toMatch(/aria-label="Next page"/)
  })

  it('has scrolling example columns, hidden below 1100 px', async () => {
    const html = await landing()
    expect(html).toContain('class="examples"')
    expect(html).toMatch(/\.examples\{display:none\}/)
    expect(html).toMatch(/@media \(min-width:1100px\)\{[^@]*\.examples\{[^}]*display:flex/)
  })

  it('names the four features, the demo, the pricing and the FAQ', async () => {
    const html = await landing()
    for (const feature of [
      'Several pages, one account',
      'Messages, named or anonymous',
      'Pick a random message',
      'Over 15 themes',
    ])
      expect(html).toContain(`<h3>${feature}</h3>`)
    expect(html).toContain('id="demo"')
    expect(count(html, /class="demo-frame demo-frame-\d"/)).toBe(4)
    expect(html).toContain('id="pricing"')
    expect(html).toContain('id="faq"')
  })

  it('shows Free at $0 and Pro at $3.99 per month with their features', async () => {
    const html = await landing()
    const free = html.slice(html.indexOf('data-plan="free"'), html.indexOf('data-plan="pro"'))
    const pro = html.slice(html.indexOf('data-plan="pro"'))
    expect(free).toContain('<span class="price-amount">$0</span>')
    for (const feature of ['1 Tessera', 'Basic components']) expect(free).toContain(feature)
    expect(pro).toContain('<span class="price-amount">$3.99</span>')
    for (const feature of [
      '6 Tesseras',
      'All components, including the message box and the links grid',
      'Customization',
      'No Tessera logo',
      'Access to all future features',
    ])
      expect(pro).toContain(feature)
  })

  it('answers four questions in native disclosure elements, with the operator’s address', async () => {
    const html = await landing()
    expect(count(html, /<details class="faq-item">/)).toBe(4)
    for (const question of [
      'Why do I need a Tessera?',
      'Is it just a list of links?',
      'Will Tessera be developed further?',
      'How can I contact you?',
    ])
      expect(html).toContain(`<summary><span>${question}</span>`)
    expect(html).toContain('href="mailto:jan@example.org"')
  })

  it('links to the privacy policy and the terms of service', async () => {
    const html = await landing()
    expect(html).toContain('href="/privacy-policy"')
    expect(html).toContain('href="/terms-of-service"')
  })

  it('gives every image its size and alt text, and lazy-loads all but the first slide', async () => {
    const html = await landing()
    const images = html.match(/<img [^>]*>/g) ?? []
    expect(images.length).toBeGreaterThan(10)
    for (const image of images) {
      expect(image).toMatch(/ width="\d+"/)
      expect(image).toMatch(/ height="\d+"/)
      expect(image).toMatch(/ alt="/)
    }
    expect(images.filter((image) => !image.includes('loading="lazy"'))).toHaveLength(1)
  })

  it('walks through the app in the visitor’s language: its frames show the app’s words in it', async () => {
    const frames = (html: string) => [...html.matchAll(/src="(\/landing\/demo-[^"]+)"/g)].map((match) => match[1])
    const english = frames(await landing())
    const polish = frames((await app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'pl' } })).body)
    expect(english).toHaveLength(4)
    expect(english.every((src) => /^\/landing\/demo-\d-[a-z]+\.webp\?v=/.test(src!))).toBe(true)
    expect(polish).toHaveLength(4)
    expect(polish.every((src) => /^\/landing\/demo-\d-[a-z]+\.pl\.webp\?v=/.test(src!))).toBe(true)
  })

  it('loads one small deferred same-origin script and no inline script', async () => {
    const html = await landing()
    expect(html.match(/<script\b[^>]*>/g)).toEqual([expect.stringMatching(LANDING_SCRIPT_TAG)])
    expect(html).not.toMatch(/<link rel="stylesheet"/)
  })

  it('shows "Go to dashboard" instead of the sign-up calls to action to a signed-in visitor', async () => {
    const alice = await app.signUp('alice')
    const html = (await alice.get('/')).body
    expect(html).toContain('Go to dashboard')
    expect(html).toContain('href="/home"')
    expect(html).not.toContain('action="/register"')
    expect(html).not.toContain('Get started')
    expect(html).not.toContain('Start for free')
  })
})

describe('the landing assets', () => {
  it('serves the script as JavaScript cached for a year', async () => {
    const res = await app.inject({ method: 'GET', url: (await landingScriptUrl())! })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/javascript')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(res.body).toContain('data-carousel')
    expect(res.body.length).toBeLessThan(8000)
  })

  it('gives a page from another build the current script, without caching it for good', async () => {
    const res = await app.inject({ method: 'GET', url: '/scripts/landing.000000000000.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.body).toContain('data-carousel')
  })

  it('serves the screenshots as WebP cached for a year', async () => {
    const res = await app.inject({ method: 'GET', url: PHONE_SLIDES[0]!.src })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/webp')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('answers an unknown asset with 404', async () => {
    const res = await app.inject({ method: 'GET', url: '/landing/nothing-here.webp' })
    expect(res.statusCode).toBe(404)
  })
})

describe('the legal pages', () => {
  it('renders the terms of service with the date and every clause the spec names', async () => {
    const res = await app.inject({ method: 'GET', url: '/terms-of-service' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    const text = res.body.replace(/<[^>]+>/g, '')
    expect(text).toContain('Terms of service')
    expect(text).toContain('Last updated May 28, 2024')
    for (const clause of [
      'You may register an account',
      'Contributions are visible to others',
      'US dollars by Visa or Mastercard',
      'monthly subscription that renews automatically',
      'cancel at any time from your account',
      'Cancellation takes effect at the end of the paid term',
      'We may suspend or terminate an account',
      '18 or older',
      'limited to the amount you paid us in the six months',
      'Polish law',
      'Lubelskie region',
      'hosted in Poland',
      'Jan Kowalski, an individual based in Poland',
    ])
      expect(text).toContain(clause)
  })

  it('renders the privacy policy with the date, the data, the cookies and the way to delete data', async () => {
    const res = await app.inject({ method: 'GET', url: '/privacy-policy' })
    expect(res.statusCode).toBe(200)
    const text = res.body.replace(/<[^>]+>/g, '')
    expect(text).toContain('Last updated May 28, 2024')
    for (const clause of [
      'Email address',
      'First and last name',
      'Usage data',
      'third-party social service',
      'Session cookies',
      'Consent cookies',
      'Functionality cookies',
      'delete your personal data',
      'not directed at children under 13',
      'Jan Kowalski',
    ])
      expect(text).toContain(clause)
    expect(res.body).toContain('href="/settings"')
    expect(res.body).toContain('href="mailto:jan@example.org"')
  })

  it('marks the date up as a machine-readable time', async () => {
    const res = await app.inject({ method: 'GET', url: '/privacy-policy' })
    expect(res.body).toMatch(/<time datetime="2024-05-28">May 28, 2024<\/time>/i)
  })
})

describe('the operator configuration', () => {
  it('has neutral defaults', () => {
    const config = loadConfig({})
    expect(config.OPERATOR_NAME).toBe('the Tessera operator')
    expect(config.OPERATOR_EMAIL).toBe('contact@tessera.local')
    expect(config.FEEDBACK_URL).toBeUndefined()
  })

  it('names the variable when OPERATOR_EMAIL or FEEDBACK_URL is invalid', () => {
    expect(() => loadConfig({ OPERATOR_EMAIL: 'nobody' })).toThrow(/^Invalid configuration: OPERATOR_EMAIL /)
    expect(() => loadConfig({ FEEDBACK_URL: 'ftp://example.com' })).toThrow(/^Invalid configuration: FEEDBACK_URL /)
  })
})

describe('where the operator is', () => {
  const textOf = (html: string) => html.replace(/<[^>]+>/g, '')

  it('says "Made and hosted in Poland." in the footer by default', async () => {
    expect(textOf(await landing())).toContain(`© ${new Date().getFullYear()} Tessera. Made and hosted in Poland.`)
  })

  it('takes the operator’s country and the hosting country from OPERATOR_COUNTRY and HOSTING_COUNTRY', async () => {
    const elsewhere = await buildTestApp({ OPERATOR_COUNTRY: 'Germany', HOSTING_COUNTRY: 'Finland' })
    try {
      const page = async (url: string) => textOf((await elsewhere.inject({ method: 'GET', url })).body)
      for (const url of ['/', '/terms-of-service', '/privacy-policy']) {
        expect(await page(url)).toContain('Tessera. Made in Germany, hosted in Finland.')
      }
      const terms = await page('/terms-of-service')
      expect(terms).toContain('the Tessera operator, an individual based in Germany')
      expect(terms).toContain('Tessera and the data it holds are hosted in Finland.')
      expect(terms).not.toContain('hosted in Poland')
      expect(await page('/privacy-policy')).toContain('our hosting provider in Finland,')
    } finally {
      await elsewhere.close()
    }
  })
})

describe('the landing’s typeface', () => {
  // The bold face too: found only at layout, it swapped in late and moved the page under the headline.
  it('is the app’s self-hosted Reddit Sans, both faces preloaded, on the landing and the legal pages', async () => {
    for (const url of ['/', '/terms-of-service']) {
      const html = (await app.inject({ method: 'GET', url })).body
      expect(html).toContain('font-family:"Reddit Sans"')
      for (const weight of [400, 700]) {
        expect(html).toMatch(
          new RegExp(`<link rel="preload" href="/fonts/reddit-sans-latin-${weight}-normal\\.woff2" as="font"`),
        )
      }
    }
    const font = await app.inject({ method: 'GET', url: '/fonts/reddit-sans-latin-400-normal.woff2' })
    expect(font.statusCode).toBe(200)
    expect(font.headers['content-type']).toBe('font/woff2')
  })

  it('has Polish letters in its own face, declared by range and not preloaded, so only a page using them fetches it', async () => {
    const html = (await app.inject({ method: 'GET', url: '/?lang=pl' })).body
    expect(html).toMatch(
      /src:url\(\/fonts\/reddit-sans-latin-ext-400-normal\.woff2\) format\("woff2"\);unicode-range:U\+0100-02BA/,
    )
    expect(html).not.toContain('rel="preload" href="/fonts/reddit-sans-latin-ext')
    const font = await app.inject({ method: 'GET', url: '/fonts/reddit-sans-latin-ext-700-normal.woff2' })
    expect(font.statusCode).toBe(200)
    expect(font.headers['content-type']).toBe('font/woff2')
  })

  it('does not promise the message box on the Free plan', async () => {
    const html = await landing()
    const free = html.slice(html.indexOf('data-plan="free"'), html.indexOf('data-plan="pro"'))
    expect(free).toContain('Basic components: introduction, image, link and text')
    expect(free).not.toMatch(/message/i)
    const hero = html.slice(html.indexOf('id="hero-title"'), html.indexOf('</section>')).replace(/<[^>]+>/g, '')
    expect(hero).toContain('With Pro, add a message box')
    expect(hero).toContain('Free plan for one page, no card needed')
  })
})
