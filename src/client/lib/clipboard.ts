import { toast } from 'sonner'

/** The address visitors open for a grid. */
export const publicAddress = (name: string) => `${window.location.origin}/${name}`

/** Copies a grid's public address and says so with the spec's texts; true when it was copied. */
export const copyGridLink = (name: string): Promise<boolean> => copyText(publicAddress(name))

/** Copies `text` and says so with the spec's texts; true when it was copied. */
export async function copyText(text: string): Promise<boolean> {
  try {
    // Undefined outside a secure context (plain http on another host than localhost).
    const clipboard = navigator.clipboard as Clipboard | undefined
    if (!clipboard) throw new Error('the clipboard is not available on this page')
    await clipboard.writeText(text)
    toast.success('Text copied to clipboard!')
    return true
  } catch (error) {
    toast.error('Error copying to clipboard: ' + (error instanceof Error ? error.message : String(error)))
    return false
  }
}
