import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Transporter } from 'nodemailer'
import type StreamTransport from 'nodemailer/lib/stream-transport/index.js'
import type { FastifyBaseLogger } from 'fastify'
import { onFirstUse } from '@domain/on-first-use.js'

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
  /** The one link the mail is about, logged outside production so that sign-up works without a mail server. */
  link: string
  /** Extra headers, such as List-Unsubscribe on notifications. */
  headers?: Record<string, string>
}

export interface Mailer {
  send(mail: Mail): Promise<void>
  close(): void
}

/**
 * A nodemailer transport made by the first mail sent: nodemailer is loaded then, not at start
 * (ADR 0057). Closing one never made does nothing.
 */
function transportOnFirstMail(options: string | StreamTransport.Options) {
  let made: Transporter | undefined
  const transport = onFirstUse(async () => {
    const { default: nodemailer } = await import('nodemailer')
    made = typeof options === 'string' ? nodemailer.createTransport(options) : nodemailer.createTransport(options)
    return made
  })
  return { transport, close: () => made?.close() }
}

/**
 * nodemailer over SMTP_URL, or, without it, `.eml` files in DATA_DIR/outbox and, outside
 * production, the link in the log. In production the link (a password reset opens an account)
 * never reaches the log, where it would outlive the mail and travel to log collectors.
 */
export function createMailer(options: {
  smtpUrl?: string
  from: string
  dataDir: string
  log: FastifyBaseLogger
  production: boolean
}): Mailer {
  const { smtpUrl, from, dataDir, log, production } = options
  // What nodemailer sends, whichever way it goes: the link is for the log, not for the mail.
  const message = (mail: Mail) => ({
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
  })
  if (smtpUrl) {
    const { transport, close } = transportOnFirstMail(smtpUrl)
    return {
      async send(mail) {
        await (await transport()).sendMail(message(mail))
      },
      close,
    }
  }
  const outbox = join(dataDir, 'outbox')
  const { transport, close } = transportOnFirstMail({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    async send(mail) {
      const info = await (await transport()).sendMail(message(mail))
      mkdirSync(outbox, { recursive: true })
      const file = join(
        outbox,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      )
      writeFileSync(file, info.message as Buffer)
      if (production) log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox')
      else log.info({ to: mail.to, subject: mail.subject, link: mail.link, file }, 'mail written to the dev outbox')
    },
    close,
  }
}
