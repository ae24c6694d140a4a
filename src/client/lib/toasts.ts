import { toast } from 'sonner'

// Toasts raised for the screen that comes next, kept through one page change.
const carried = new Set<string | number>()

/** A toast about what the next screen is for ('Password changed. Please sign in.'): it outlives the navigation. */
export function carryToNextScreen(id: string | number): void {
  carried.add(id)
}

/** On a page change: the toasts about the screen that was left go, except those carried to this one. */
export function dismissToastsOfLeftScreen(): void {
  for (const shown of toast.getToasts()) {
    if (!carried.delete(shown.id)) toast.dismiss(shown.id)
  }
}
