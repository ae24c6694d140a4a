/**
 * Embed facades (EmbedTile): a click, or Enter, on one swaps in the provider's player named by its
 * `data-player`, so that nothing is loaded from the provider before the visitor asks. The click
 * beacon (click-beacons.ts) has its own listener on the same link: the facade's click counts as the
 * tile's click. A click with a modifier key (a new tab) is left to the link.
 */
export function enableEmbedPlayers() {
  document.querySelectorAll<HTMLAnchorElement>('a[data-player]').forEach((facade) => {
    facade.addEventListener('click', (event) => {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return
      event.preventDefault()
      const player = document.createElement('iframe')
      player.className = 'embed-player'
      player.src = facade.dataset.player!
      player.title = facade.dataset.playerTitle ?? ''
      player.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture'
      player.allowFullscreen = true
      player.referrerPolicy = 'strict-origin-when-cross-origin'
      facade.replaceWith(player)
      // The keyboard stays where the visitor was: on the player that replaced the link.
      player.focus()
    })
  })
}
