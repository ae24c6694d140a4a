import { Trans, useLingui } from '@lingui/react'
import { useId, useRef, useState } from 'react'
import { toast } from 'sonner'
import type { UploadBucket } from '@domain/uploads'
import { safeImageSrc } from '@domain/urls'
import { Icon } from '@ui/icons'
import { uploadImage } from '../lib/uploads'
import { prepareImageForUpload } from './image-resize'

const ACCEPTED_TYPES = 'image/jpeg,image/png,image/webp,image/gif,image/avif'

interface ImageFieldProps {
  label: string
  value: string
  bucket: UploadBucket
  /** A round preview for a portrait, a rounded rectangle for a picture. */
  shape: 'round' | 'rect'
  onUploaded: (url: string) => void
  onRemove: () => void
}

/**
 * Upload or replace an image: big files are downsized in the browser first, then the server
 * checks, re-encodes and stores them. The toasts follow the spec; the button shows the progress too.
 */
export function ImageField({ label, value, bucket, shape, onUploaded, onRemove }: ImageFieldProps) {
  const { i18n } = useLingui()
  const inputId = useId()
  const hintId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [uploading, setUploading] = useState(false)
  const src = safeImageSrc(value)

  async function upload(file: File) {
    setUploading(true)
    const toastId = toast.loading(i18n._({ id: 'tiles.uploadingImage', message: 'Uploading image...' }))
    try {
      const prepared = await prepareImageForUpload(file)
      const image = await uploadImage(prepared.blob, prepared.fileName, bucket)
      onUploaded(image.url)
      toast.success(i18n._({ id: 'tiles.imageUploaded', message: 'Image uploaded!' }), { id: toastId })
    } catch (error) {
      toast.error(i18n._({ id: 'tiles.errorUploadingImage', message: 'Error uploading image' }), {
        id: toastId,
        description: error instanceof Error ? error.message : undefined,
      })
    } finally {
      setUploading(false)
      if (inputRef.current) inputRef.current.value = ''
    }
  }

  const previewShape = shape === 'round' ? 'rounded-full' : 'rounded-box'
  return (
    <div className="flex items-center gap-4">
      <div
        className={`bg-base-200 text-base-content/40 grid size-20 shrink-0 place-items-center overflow-hidden ${previewShape}`}
      >
        {src ? (
          <img
            src={src}
            alt={i18n._({ id: 'tiles.currentImage', message: 'Current {what}', values: { what: label.toLowerCase() } })}
            className="size-full object-cover"
          />
        ) : (
          <Icon name={shape === 'round' ? 'user' : 'image'} className="size-8" />
        )}
      </div>
      <div className="flex min-w-0 flex-col gap-2">
        <span className="text-sm font-semibold">{label}</span>
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={inputRef}
            id={inputId}
            type="file"
            accept={ACCEPTED_TYPES}
            className="peer sr-only"
            disabled={uploading}
            aria-describedby={hintId}
            onChange={(event) => {
              const file = event.target.files?.[0]
              if (file) void upload(file)
            }}
          />
          <label
            htmlFor={inputId}
            aria-busy={uploading || undefined}
            className={`btn btn-sm btn-outline peer-focus-visible:outline-base-content peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 ${uploading ? 'btn-disabled' : ''}`}
          >
            {uploading ? (
              <span className="loading loading-spinner loading-xs" aria-hidden="true" />
            ) : (
              <Icon name="upload" className="size-4" />
            )}
            {uploading
              ? i18n._({ id: 'tiles.uploading', message: 'Uploading…' })
              : src
                ? i18n._({ id: 'tiles.replaceImage', message: 'Replace {what}', values: { what: label.toLowerCase() } })
                : i18n._({ id: 'tiles.uploadImage', message: 'Upload {what}', values: { what: label.toLowerCase() } })}
          </label>
          {src && !uploading ? (
            <button type="button" className="btn btn-sm btn-ghost" onClick={onRemove}>
              <Trans id="common.remove" message="Remove" />
            </button>
          ) : null}
        </div>
        <p id={hintId} className="text-base-content/70 text-xs">
          <Trans
            id="tiles.jpegPNGWebPGIFOrAVIF"
            message="JPEG, PNG, WebP, GIF or AVIF. Big photos are resized before sending."
          />
        </p>
      </div>
    </div>
  )
}
