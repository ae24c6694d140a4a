import { API } from '@domain/api-routes'
import type { UploadBucket, UploadedImage } from '@domain/uploads'
import { callApi } from './api'

/** Sends one image; the server re-encodes it and answers with the address tiles store in `data.image`. */
export function uploadImage(file: Blob, fileName: string, bucket: UploadBucket): Promise<UploadedImage> {
  const form = new FormData()
  form.append('bucket', bucket)
  form.append('file', file, fileName)
  return callApi(API.uploadImage, { body: form })
}
