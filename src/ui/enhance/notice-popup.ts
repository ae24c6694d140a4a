/**
 * The grid's notice as a pop-up (ADR 0031). The server renders it as a banner at the top of the
 * page (NoticeBanner), which is what visitors without JavaScript see. This script moves the
 * banner's body into a modal <dialog>: the browser traps the focus inside it, Escape closes it, and
 * the focus goes back where it was on close. Once closed, the notice's version is kept in
 * localStorage under the grid's key (never a cookie), and the same version is not shown again in
 * this browser; a changed notice has a new version and shows again.
 */

/** Storage can be refused (a privacy setting, a full quota): the notice then shows on every visit. */
function dismissedVersion(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function rememberDismissal(key: string, version: string) {
  try {
    localStorage.setItem(key, version)
  } catch {
    // Not remembered: the notice shows again next time, which is the safe side.
  }
}

export function showNoticePopup() {
  const banner = document.querySelector<HTMLElement>('aside.notice')
  const body = banner?.querySelector('.notice-body')
  const { dismissalKey, version, close: closeLabel } = banner?.dataset ?? {}
  if (!banner || !body || !dismissalKey || !version || typeof HTMLDialogElement !== 'function') return
  if (dismissedVersion(dismissalKey) === version) {
    banner.remove()
    return
  }

  const dialog = document.createElement('dialog')
  dialog.className = 'notice-popup'
  dialog.setAttribute('aria-label', banner.getAttribute('aria-label') ?? '')
  // Read out with the dialog's name when it opens, not only the close button that takes the focus.
  const text = body.querySelector('.notice-text')
  if (text) {
    text.id = 'notice-text'
    dialog.setAttribute('aria-describedby', text.id)
  }
  const close = document.createElement('button')
  close.type = 'button'
  close.className = 'notice-close'
  close.setAttribute('aria-label', closeLabel ?? '')
  close.innerHTML = '<span aria-hidden="true">×</span>'
  dialog.append(body, close)
  banner.replaceWith(dialog)

  close.addEventListener('click', () => dialog.close())
  // A click on the backdrop (the dialog element itself, outside its body) closes it too.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close()
  })
  // Closed by the button, the backdrop or Escape.
  dialog.addEventListener('close', () => {
    rememberDismissal(dismissalKey, version)
    dialog.remove()
  })
  dialog.showModal()
  close.focus()
}
