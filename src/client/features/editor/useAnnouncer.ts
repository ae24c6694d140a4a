import { useState } from 'react'

/** The text of the editor's polite live region: what a change did, or why it was refused. */
export function useAnnouncer() {
  const [announcement, setAnnouncement] = useState('')

  function announce(text: string) {
    // A repeated message must still be read out: alternate an invisible character.
    setAnnouncement((previous) => (previous === text ? `${text}\u200b` : text))
  }

  return { announcement, announce, clearAnnouncement: () => setAnnouncement('') }
}
