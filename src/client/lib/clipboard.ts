import { i18n } from '@lingui/core'
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
    toast.success(i18n._({ id: 'common.textCopiedToClipboard', message: 'Text copied to clipboard!' }))
    return true
  } catch (error) {
    toast.error(
      i18n._({
        id: 'common.errorCopyingToClipboard',
        message: 'Error copying to clipboard: {reason}',
        values: { reason: error instanceof Error ? error.message : String(error) },
      }),
    )
    return false
  }
}
