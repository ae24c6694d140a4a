import type { Mail } from './mailer.js'

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!)

function layout(to: string, subject: string, intro: string, action: string, link: string, outro: string): Mail {
  const text = `${intro}\n\n${action}: ${link}\n\n${outro}\n\n— Tessera`
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#0f172a;line-height:1.5">
<p style="font-size:20px;font-weight:800">Tessera</p>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#0f172a;color:#fff;padding:12px 20px;border-radius:10px;text-decoration:none;font-weight:600">${escapeHtml(action)}</a></p>
<p style="color:#475569;font-size:14px">${escapeHtml(outro)}<br>If the button does not work, open this address: ${escapeHtml(link)}</p>
</body></html>`
  return { to, subject, text, html, link }
}

export function verificationMail(to: string, username: string, link: string): Mail {
  return layout(
    to,
    'Verify your email for Tessera',
    `Hi ${username}, welcome to Tessera! Please confirm that this is your email address.`,
    'Verify my email',
    link,
    'The link is valid for 24 hours. If you did not sign up, ignore this mail.',
  )
}

export function passwordResetMail(to: string, link: string): Mail {
  return layout(
    to,
    'Reset your Tessera password',
    'Someone (hopefully you) asked to reset the password of your Tessera account.',
    'Choose a new password',
    link,
    'The link works once and expires in one hour. If you did not ask for it, ignore this mail: your password stays the same.',
  )
}
