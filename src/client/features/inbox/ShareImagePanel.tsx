import { Trans, useLingui } from '@lingui/react'
import { useEffect, useState } from 'react'
import { toast } from 'sonner'
import { localText } from '../../lib/texts'
import { SHARE_IMAGE_TEXTS, type ShareImageFormat } from '@domain/share-image'
import { inAppWayOut } from '@domain/in-app-browsers'
import type { InboxMessage } from '@domain/messages'
import { PendingButton } from '../../components/PendingButton'
import { ApiError } from '../../lib/api'
import { canShareImages, saveFile, useShareImageFile } from './share-api'

type ShareAction = 'story' | 'square' | 'share'

/**
 * The message (and its answer) as a picture to post elsewhere (ADR 0030): a story or a square PNG
 * to download, or the story straight to the phone's share sheet where the browser can share files.
 */
export function ShareImagePanel({ message }: { message: InboxMessage }) {
  const { i18n } = useLingui()
  const imageFile = useShareImageFile()
  const [working, setWorking] = useState<ShareAction | null>(null)
  const [canShare] = useState(canShareImages)
  // In-app browsers (Instagram's, TikTok's…) drop downloads: the image is shown to press and hold instead.
  const [inApp] = useState(() => inAppWayOut(navigator.userAgent) !== undefined)
  const [shown, setShown] = useState<string>()
  useEffect(() => () => (shown ? URL.revokeObjectURL(shown) : undefined), [shown])

  async function run(action: ShareAction) {
    const format: ShareImageFormat = action === 'share' ? 'story' : action
    setWorking(action)
    try {
      const file = await imageFile.mutateAsync({
        messageId: message.id,
        gridName: message.answer?.grid ?? message.grid,
        format,
      })
      if (action === 'share') await navigator.share({ files: [file] })
      else if (inApp) setShown(URL.createObjectURL(file))
      else saveFile(file)
    } catch (error) {
      // Closing the share sheet is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return
      toast.error(error instanceof ApiError ? error.message : localText(SHARE_IMAGE_TEXTS.failed))
    } finally {
      setWorking(null)
    }
  }

  const button = (action: ShareAction, label: string) => (
    <PendingButton
      className="btn-sm"
      pending={working === action}
      disabled={working !== null}
      onClick={() => void run(action)}
    >
      {label}
    </PendingButton>
  )
  return (
    <section
      aria-label={i18n._({ id: 'inbox.shareAsAnImage', message: 'Share as an image' })}
      className="flex flex-col gap-2"
    >
      <p className="text-sm font-semibold">
        <Trans id="inbox.shareAsAnImage" message="Share as an image" />
      </p>
      <div className="flex flex-wrap gap-2">
        {canShare ? button('share', i18n._({ id: 'inbox.share', message: 'Share…' })) : null}
        {button('story', i18n._({ id: 'inbox.downloadStory', message: 'Download story' }))}
        {button('square', i18n._({ id: 'inbox.downloadSquare', message: 'Download square' }))}
      </div>
      <p role="status" className="text-base-content/70 text-xs empty:hidden">
        {working ? localText(SHARE_IMAGE_TEXTS.making) : ''}
      </p>
      {shown ? (
        <figure className="flex flex-col gap-1">
          <img
            src={shown}
            alt={i18n._({ id: 'inbox.theMessageAsAnImage', message: 'The message as an image' })}
            className="max-h-96 w-auto self-start rounded"
          />
          <figcaption className="text-xs">{localText(SHARE_IMAGE_TEXTS.holdToSave)}</figcaption>
        </figure>
      ) : null}
    </section>
  )
}
