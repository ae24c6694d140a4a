import { toast } from 'sonner'

/** The address visitors open for a grid. */
export const publicAddress = (name: string) => `${window.location.origin}/${name}`

/** Copies a grid's public address and says so with the spec's texts; true when it was copied. */
export async function copyGridLink(name: string): Promise<boolean> {
  try {
    // Undefined outside a secure context (plain http on another host than localhost).
    const clipboard = navigator.clipboard as Clipboard | undefined
    if (!clipboard) throw new Error('the clipboard is not available on this page')
    await clipboard.writeText(publicAddress(name))
    toast.success('Text copied to clipboard!')
    return true
  } catch (error) {
    toast.error('Error copying to clipboard: ' + (error instanceof Error ? error.message : String(error)))
    return false
  }
}
