/** The in-app browser's bar (InAppBar): Dismiss takes it off the page for this view; nothing is remembered. */
export function enableInAppBarDismissal() {
  const bar = document.querySelector<HTMLElement>('[data-in-app-bar]')
  const dismiss = bar?.querySelector<HTMLButtonElement>('[data-dismiss-bar]')
  if (!bar || !dismiss) return
  dismiss.hidden = false
  dismiss.addEventListener('click', () => {
    bar.remove()
    document.querySelector<HTMLElement>('main')?.focus()
  })
}
