import { useMutation } from '@tanstack/react-query'
import { API } from '@domain/api-routes'
import { shareImageFileName, type ShareImageFormat } from '@domain/share-image'
import { fetchApiFile } from '../../lib/api'

export interface ShareImageRequest {
  messageId: string
  /** The grid the image names: where the answer is shown, else where the message was sent. */
  gridName: string
  format: ShareImageFormat
}

/** The message's share image as a PNG file, named for the download or the share sheet. */
export function useShareImageFile() {
  return useMutation({
    mutationFn: async ({ messageId, gridName, format }: ShareImageRequest) => {
      const blob = await fetchApiFile(API.shareImage, { params: { id: messageId }, query: { format } })
      return new File([blob], shareImageFileName(gridName, messageId, format), { type: 'image/png' })
    },
  })
}

/** Whether this browser can hand files to the system's share sheet (Web Share API level 2: phones, some desktops). */
export function canShareImages(): boolean {
  if (typeof navigator.canShare !== 'function') return false
  try {
    return navigator.canShare({ files: [new File([new Uint8Array()], 'probe.png', { type: 'image/png' })] })
  } catch {
    return false
  }
}

/** Saves a file through the browser's download, as a link with `download` would. */
export function saveFile(file: File): void {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = file.name
  document.body.append(link)
  link.click()
  link.remove()
  // The download has its own copy once started; the next task is late enough to let the URL go.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
