import { useCallback, useSyncExternalStore } from 'react'
import type { GridSummary } from '@domain/grid-summary'
import { copyGridLink } from '../../lib/clipboard'

/** What the browser remembers of the first-run checklist, per user (ADR 0032). */
interface FirstRunMemory {
  dismissed: boolean
  linkShared: boolean
}

const NOTHING_YET: FirstRunMemory = { dismissed: false, linkShared: false }
const keyOf = (userId: string) => `tessera:first-run:${userId}`
const listeners = new Set<() => void>()

// Read once per user and kept here, so that useSyncExternalStore gets the same object until it
// changes, and a dismissal holds for the session even where the browser refuses to store it.
const memories = new Map<string, FirstRunMemory>()

function stored(userId: string): FirstRunMemory {
  try {
    const text = window.localStorage.getItem(keyOf(userId))
    return { ...NOTHING_YET, ...(text ? (JSON.parse(text) as Partial<FirstRunMemory>) : {}) }
  } catch {
    // Storage blocked (private mode, policies) or spoilt: the checklist starts afresh.
    return NOTHING_YET
  }
}

function readMemory(userId: string): FirstRunMemory {
  let memory = memories.get(userId)
  if (!memory) {
    memory = stored(userId)
    memories.set(userId, memory)
  }
  return memory
}

const notify = () => listeners.forEach((listener) => listener())

function remember(userId: string, change: Partial<FirstRunMemory>) {
  const memory = { ...readMemory(userId), ...change }
  memories.set(userId, memory)
  try {
    window.localStorage.setItem(keyOf(userId), JSON.stringify(memory))
  } catch {
    // Kept for this session only.
  }
  notify()
}

// Another tab of the same dashboard changed it: read it again.
function onStorage() {
  memories.clear()
  notify()
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage)
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('storage', onStorage)
  }
}

export function useFirstRunMemory(userId: string) {
  const memory = useSyncExternalStore(subscribe, () => readMemory(userId))
  const dismiss = useCallback(() => remember(userId, { dismissed: true }), [userId])
  return { ...memory, dismiss }
}

/** Copies a grid's address; once the profile page's is copied, "Share your link" is done. */
export async function copyLinkOf(grid: Pick<GridSummary, 'name' | 'isProfile'>, userId: string) {
  if ((await copyGridLink(grid.name)) && grid.isProfile) remember(userId, { linkShared: true })
}
