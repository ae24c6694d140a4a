import type { I18n } from '@lingui/core'
import { DOMAIN_TEXTS } from '@domain/custom-domains.js'
import { DEFAULT_LOCALE, type Locale } from '@domain/locales.js'
import { i18nFor } from '@ui/i18n/catalogues.js'
import { MailButton, MailDocument, MailFootnote, renderMail } from './mail-layout.js'
import type { Mail } from './mailer.js'

interface ActionMail {
  subject: string
  intro: string
  action: string
  link: string
  outro: string
}

/** A mail about one link: what it is for, the button, and the link written out for clients that drop buttons. */
function actionMail(i18n: I18n, to: string, { subject, intro, action, link, outro }: ActionMail): Mail {
  const text = `${intro}\n\n${action}: ${link}\n\n${outro}\n\n— Tessera`
  const html = renderMail(
    <MailDocument>
      <p>{intro}</p>
      <MailButton href={link}>{action}</MailButton>
      <MailFootnote>
        {outro}
        <br />
        {i18n._({
          id: 'mail.buttonFallback',
          message: 'If the button does not work, open this address: {link}',
          values: { link },
        })}
      </MailFootnote>
    </MailDocument>,
  )
  return { to, subject, text, html, link }
}

/** In the account's language (ADR 0068), as every mail to its owner. */
export function verificationMail(to: string, username: string, link: string, locale: Locale = DEFAULT_LOCALE): Mail {
  const i18n = i18nFor(locale)
  return actionMail(i18n, to, {
    subject: i18n._({ id: 'mail.verify.subject', message: 'Verify your email for Tessera' }),
    intro: i18n._({
      id: 'mail.verify.intro',
      message: 'Hi {username}, welcome to Tessera! Please confirm that this is your email address.',
      values: { username },
    }),
    action: i18n._({ id: 'mail.verify.action', message: 'Verify my email' }),
    link,
    outro: i18n._({
      id: 'mail.verify.outro',
      message: 'The link is valid for 24 hours. If you did not sign up, ignore this mail.',
    }),
  })
}

export function passwordResetMail(to: string, link: string, locale: Locale = DEFAULT_LOCALE): Mail {
  const i18n = i18nFor(locale)
  return actionMail(i18n, to, {
    subject: i18n._({ id: 'mail.reset.subject', message: 'Reset your Tessera password' }),
    intro: i18n._({
      id: 'mail.reset.intro',
      message: 'Someone (hopefully you) asked to reset the password of your Tessera account.',
    }),
    action: i18n._({ id: 'mail.reset.action', message: 'Choose a new password' }),
    link,
    outro: i18n._({
      id: 'mail.reset.outro',
      message:
        'The link works once and expires in one hour. If you did not ask for it, ignore this mail: your password stays the same.',
    }),
  })
}

export function domainDemotedMail(
  to: string,
  username: string,
  demoted: { domain: string; problem: string },
  link: string,
): Mail {
  // In English: the check's finding (`problem`) is the domain checker's English text.
  return actionMail(i18nFor('en'), to, {
    subject: DOMAIN_TEXTS.demotedSubject(demoted.domain),
    intro: `Hi ${username}, the daily check found that ${demoted.domain} no longer points to your Tessera page: ${demoted.problem} Until it does, the page is shown only at its Tessera address.`,
    action: 'Open the page’s settings',
    link,
    outro: 'Once the DNS records are back, press “Check now” in the page’s settings.',
  })
}
