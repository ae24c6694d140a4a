import { useCallback, useEffect, useRef, useState } from 'react'
import type { Draft } from '@domain/editor-model'

/** The spec: the grain setting is saved once the slider has rested this long. */
const GRAIN_SAVE_DELAY_MS = 650

const withGrain = (draft: Draft, percent: number): Draft => ({
  ...draft,
  settings: { ...draft.settings, grainEffect: percent / 100 },
})

/**
 * The grain slider moves freely and shows at once; the setting is saved once it has rested for
 * 650 ms, or right away when the editor closes or `settle` is called meanwhile. `allows` judges a
 * value by the plan.
 */
export function useGrainSetting(
  draft: Draft,
  revision: number,
  allows: (next: Draft) => boolean,
  commit: (change: (current: Draft) => Draft) => Promise<boolean>,
) {
  // Tagged with the revision: when the draft is replaced from the server, the unsaved value is dropped.
  const [input, setInput] = useState<{ revision: number; percent: number }>()
  const pending = useRef<{ timer: number; save: () => void }>(undefined)
  const savedPercent = Math.round(draft.settings.grainEffect * 100)
  const percent = input && input.revision === revision ? input.percent : savedPercent

  /** Saves a value still waiting for the slider to rest right away; answers whether there was one. */
  const settle = useCallback(() => {
    const waiting = pending.current
    if (!waiting) return false
    window.clearTimeout(waiting.timer)
    waiting.save()
    return true
  }, [])

  // Leaving the editor: the last position is still saved.
  useEffect(() => () => void settle(), [settle])

  function change(next: number) {
    if (!allows(withGrain(draft, next))) return
    setInput({ revision, percent: next })
    if (pending.current) window.clearTimeout(pending.current.timer)
    const save = () => {
      pending.current = undefined
      void commit((current) => withGrain(current, next))
    }
    pending.current = { timer: window.setTimeout(save, GRAIN_SAVE_DELAY_MS), save }
  }

  return { percent, change, settle }
}
