/**
 * Sensitive content with JavaScript (ADR 0059). A sensitive tile links to its confirmation page;
 * here a click opens that page's confirmation in a modal <dialog> instead, fetched from the same
 * address (the tile's targets are never in the page). Back closes the dialog. The whole page's
 * interstitial is passed once per browser session (sessionStorage, never a cookie).
 */

const passedKey = () => `tessera-gate:${location.pathname}`

function passedGate(): boolean {
  try {
    return sessionStorage.getItem(passedKey()) === '1'
  } catch {
    return false
  }
}

function rememberGate() {
  try {
    sessionStorage.setItem(passedKey(), '1')
  } catch {
    // Not remembered: the interstitial shows again on the next load, which is the safe side.
  }
}

export function enhancePageGate() {
  const gate = document.querySelector<HTMLElement>('.page-gate')
  if (!gate) return
  if (passedGate()) {
    document.body.classList.add('gate-passed')
    return
  }
  gate.querySelector('[data-page-gate]')?.addEventListener('click', (event) => {
    event.preventDefault()
    rememberGate()
    document.body.classList.add('gate-passed')
    document.querySelector<HTMLElement>('main.page')?.focus()
  })
}

async function openConfirmation(gateLink: HTMLAnchorElement) {
  const response = await fetch(gateLink.href, { headers: { accept: 'text/html' } })
  if (!response.ok) throw new Error(String(response.status))
  const confirmation = new DOMParser().parseFromString(await response.text(), 'text/html').querySelector('main.confirm')
  if (!confirmation) throw new Error('no confirmation')
  const dialog = document.createElement('dialog')
  dialog.className = 'confirm'
  dialog.setAttribute('aria-labelledby', 'confirm-heading')
  dialog.append(...Array.from(confirmation.childNodes))
  const back = dialog.querySelector('[data-back]')
  back?.replaceWith(backButton(dialog, back.textContent ?? ''))
  dialog.addEventListener('close', () => {
    dialog.remove()
    gateLink.focus()
  })
  document.body.append(dialog)
  dialog.showModal()
}

/** Back closes the dialog, under the confirmation page's own word for it (the page's language). */
function backButton(dialog: HTMLDialogElement, label: string): HTMLButtonElement {
  const button = document.createElement('button')
  button.type = 'button'
  button.textContent = label
  button.addEventListener('click', () => dialog.close())
  return button
}

export function enhanceSensitiveTiles() {
  if (typeof HTMLDialogElement !== 'function') return
  document.querySelectorAll<HTMLAnchorElement>('a[data-sensitive]').forEach((link) => {
    link.addEventListener('click', (event) => {
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return
      event.preventDefault()
      // Without the dialog (offline, an error), the confirmation page itself does the same.
      openConfirmation(link).catch(() => location.assign(link.href))
    })
  })
}
