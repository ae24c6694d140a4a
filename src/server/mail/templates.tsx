import { DOMAIN_TEXTS } from '@domain/custom-domains.js'
import { MailButton, MailDocument, MailFootnote, renderMail } from './mail-layout.js'
import type { Mail } from './mailer.js'

/** A mail about one link: what it is for, the button, and the link written out for clients that drop buttons. */
function actionMail(to: string, subject: string, intro: string, action: string, link: string, outro: string): Mail {
  const text = `${intro}\n\n${action}: ${link}\n\n${outro}\n\n— Tessera`
  const html = renderMail(
    <MailDocument>
      <p>{intro}</p>
      <MailButton href={link}>{action}</MailButton>
      <MailFootnote>
        {outro}
        <br />
        If the button does not work, open this address: {link}
      </MailFootnote>
    </MailDocument>,
  )
  return { to, subject, text, html, link }
}

export function verificationMail(to: string, username: string, link: string): Mail {
  return actionMail(
    to,
    'Verify your email for Tessera',
    `Hi ${username}, welcome to Tessera! Please confirm that this is your email address.`,
    'Verify my email',
    link,
    'The link is valid for 24 hours. If you did not sign up, ignore this mail.',
  )
}

export function passwordResetMail(to: string, link: string): Mail {
  return actionMail(
    to,
    'Reset your Tessera password',
    'Someone (hopefully you) asked to reset the password of your Tessera account.',
    'Choose a new password',
    link,
    'The link works once and expires in one hour. If you did not ask for it, ignore this mail: your password stays the same.',
  )
}

export function domainDemotedMail(
  to: string,
  username: string,
  demoted: { domain: string; problem: string },
  link: string,
): Mail {
  return actionMail(
    to,
    DOMAIN_TEXTS.demotedSubject(demoted.domain),
    `Hi ${username}, the daily check found that ${demoted.domain} no longer points to your Tessera page: ${demoted.problem} Until it does, the page is shown only at its Tessera address.`,
    'Open the page’s settings',
    link,
    'Once the DNS records are back, press “Check now” in the page’s settings.',
  )
}
