import { simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  to: string
  subject: string
  text: string
  html: string
  /** Header lines by lower-case name, as sent. */
  headers: Record<string, string>
}

/** A real SMTP server on a free local port that keeps every mail it receives. */
export async function startMailbox() {
  const received: ReceivedMail[] = []
  const waiters: (() => void)[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]?.text : mail.to?.text
          received.push({
            to: to ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: String(mail.html || ''),
            headers: Object.fromEntries(mail.headerLines.map(({ key, line }) => [key, line])),
          })
          waiters.splice(0).forEach((wake) => wake())
          callback()
        })
        .catch(callback)
    },
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.server.address() as { port: number }

  async function waitForMail(to: string, subject: RegExp, timeoutMs = 10_000): Promise<ReceivedMail> {
    const deadline = Date.now() + timeoutMs
    for (;;) {
      const mail = [...received].reverse().find((m) => m.to.includes(to) && subject.test(m.subject))
      if (mail) return mail
      if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`)
      await new Promise<void>((resolve) => {
        waiters.push(resolve)
        setTimeout(resolve, 200)
      })
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitForMail,
    /** The first link to this app in the newest matching mail. */
    async linkFrom(to: string, subject: RegExp): Promise<string> {
      const mail = await waitForMail(to, subject)
      const link = /https?:\/\/\S+/.exec(mail.text)?.[0]
      if (!link) throw new Error(`no link in mail "${mail.subject}"`)
      return link
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type Mailbox = Awaited<ReturnType<typeof startMailbox>>
