import { useEffect } from 'react'

/**
 * Inputs the user types into, where Ctrl/Cmd+Z undoes the typing (date and time fields too: the
 * notice's schedule is typed, and saved apart from the grid). Selects, sliders and checkboxes have
 * no undo of their own. `type` reads "text" for a missing or unknown type attribute.
 */
const TEXT_INPUT_TYPES = new Set([
  'text',
  'email',
  'url',
  'search',
  'tel',
  'password',
  'number',
  'date',
  'datetime-local',
  'time',
])

/** Where the browser's own undo applies (typing), or a dialog is in front of the canvas. */
function isTypingOrInDialog(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  const typing =
    target.isContentEditable ||
    target instanceof HTMLTextAreaElement ||
    (target instanceof HTMLInputElement && TEXT_INPUT_TYPES.has(target.type))
  return typing || target.closest('dialog') !== null
}

/**
 * Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z (and Ctrl+Y) redoes, anywhere on the editor page except
 * while typing, where they keep undoing the text. Right after a theme, font, grain or logo change,
 * focus is still on that control, and the shortcut undoes it.
 */
export function useUndoShortcuts(undo: () => void, redo: () => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || isTypingOrInDialog(event.target)) return
      const key = event.key.toLowerCase()
      if (key === 'z') {
        event.preventDefault()
        if (event.shiftKey) redo()
        else undo()
      } else if (key === 'y' && !event.shiftKey) {
        event.preventDefault()
        redo()
      }
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [undo, redo])
}
