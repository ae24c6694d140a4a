/**
 * Copy link on link tiles (in-app browsers make opening links hard). The buttons are in the page,
 * hidden until this script shows them: copying needs the clipboard. A native button, so the
 * keyboard reaches it (after its tile's link) and Enter or Space copies.
 */

const COPIED_MS = 2000

export function enableCopyLinks() {
  if (!navigator.clipboard) return
  document.querySelectorAll<HTMLButtonElement>('button[data-copy-link]').forEach((button) => {
    const label = button.textContent ?? ''
    button.hidden = false
    button.addEventListener('click', () => {
      navigator.clipboard
        .writeText(button.dataset.copyLink ?? '')
        .then(() => {
          button.textContent = 'Link copied'
          setTimeout(() => (button.textContent = label), COPIED_MS)
        })
        .catch(() => {
          button.textContent = 'Copy failed'
          setTimeout(() => (button.textContent = label), COPIED_MS)
        })
    })
  })
}
