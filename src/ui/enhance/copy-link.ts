/**
 * Copy link on link tiles (in-app browsers make opening links hard). The buttons are in the page,
 * hidden until this script shows them: copying needs the clipboard. A native button, so the
 * keyboard reaches it (after its tile's link) and Enter or Space copies. Each button carries the
 * words of its outcome in the page's language (`data-done`, `data-failed`: COPY_LINK_TEXTS).
 */

const COPIED_MS = 2000

export function enableCopyLinks() {
  if (!navigator.clipboard) return
  document.querySelectorAll<HTMLButtonElement>('button[data-copy-link]').forEach((button) => {
    // A round icon's name is in a hidden span; a worded button (the in-app bar's) is its own label.
    const label = button.querySelector('[data-copy-label]') ?? button
    const name = label.textContent ?? ''
    const show = (text: string) => {
      label.textContent = text
      button.dataset.copied = text
      setTimeout(() => {
        label.textContent = name
        delete button.dataset.copied
      }, COPIED_MS)
    }
    button.hidden = false
    button.addEventListener('click', () => {
      navigator.clipboard.writeText(button.dataset.copyLink ?? '').then(
        () => show(button.dataset.done ?? ''),
        () => show(button.dataset.failed ?? ''),
      )
    })
  })
}
