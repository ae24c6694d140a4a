import { describe, expect, it } from 'vitest'
import { digestMail, newMessageMail } from '@server/mail/inbox-mail.js'
import { passwordResetMail, verificationMail } from '@server/mail/templates.js'

const HOSTILE = '"><img src=x onerror=alert(1)><script>alert(2)</script>&amp;'
const ESCAPED = '&quot;&gt;&lt;img src=x onerror=alert(1)&gt;&lt;script&gt;alert(2)&lt;/script&gt;&amp;amp;'
const links = { inbox: 'https://tessera.test/messages', unsubscribe: 'https://tessera.test/messages/unsubscribe/t' }

/** The elements a hostile string would have planted, were it not escaped. */
const PLANTED = /<img|<script/

describe('mail', () => {
  it('escapes a hostile name in the HTML part and keeps it as written in the text part', () => {
    const mail = verificationMail('to@tessera.test', HOSTILE, 'https://tessera.test/api/account/verify-email?token=t')
    expect(mail.html).not.toMatch(PLANTED)
    expect(mail.html).toContain(`Hi ${ESCAPED}, welcome to Tessera!`)
    expect(mail.text).toContain(`Hi ${HOSTILE}, welcome to Tessera!`)
  })

  it('escapes a link in the button’s address and in the address written out', () => {
    const link = `https://tessera.test/reset-password?token=${HOSTILE}`
    const { html, text } = passwordResetMail('to@tessera.test', link)
    expect(html).not.toMatch(PLANTED)
    expect(html).toContain(`href="https://tessera.test/reset-password?token=${ESCAPED}"`)
    expect(html).toContain(`open this address: https://tessera.test/reset-password?token=${ESCAPED}`)
    expect(text).toContain(`Choose a new password: ${link}`)
  })

  it('escapes a message’s author, grid and text in a notification and a digest', () => {
    const message = { grid: HOSTILE, author: HOSTILE, body: `</blockquote>${HOSTILE}` }
    for (const mail of [
      newMessageMail('to@tessera.test', message, links),
      digestMail('to@tessera.test', 9, [message], links),
    ]) {
      expect(mail.html).not.toMatch(PLANTED)
      expect(mail.html).not.toContain('</blockquote></blockquote>')
      expect(mail.html).toContain(`${ESCAPED} to /${ESCAPED}`)
      expect(mail.html).toContain(`&lt;/blockquote&gt;${ESCAPED}`)
      expect(mail.text).toContain(`${HOSTILE} to /${HOSTILE}:\n</blockquote>${HOSTILE}`)
    }
  })

  it('is a whole HTML document with the button to the inbox and the unsubscribe link', () => {
    const { html } = newMessageMail('to@tessera.test', { grid: 'shop', author: 'Ania', body: 'Hello' }, links)
    expect(html).toMatch(/^<!doctype html><html><head><\/head><body style="[^"]+">/)
    expect(html).toMatch(/<a href="https:\/\/tessera.test\/messages" style="[^"]+">Open your inbox<\/a>/)
    expect(html).toMatch(
      /<a href="https:\/\/tessera.test\/messages\/unsubscribe\/t" style="[^"]+">Stop these emails<\/a>/,
    )
  })
})
