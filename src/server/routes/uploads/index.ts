import fresh from 'fresh'
import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import {
  isUploadKey,
  MAX_UPLOAD_BYTES,
  UPLOAD_MESSAGES,
  UploadBucket,
  UploadedImage,
  UploadQuery,
} from '../../../domain/uploads.js'
import { AppError, badRequest, notFound } from '../../errors.js'
import { storeUpload } from '../../services/uploads.js'
import type { FastifyZodInstance } from '../../types.js'
import { etagOf } from '../../etag.js'

const FileParams = z.object({ '*': z.string() })

const tooLarge = () => new AppError(413, 'FILE_TOO_LARGE', UPLOAD_MESSAGES.tooLarge)
const notMultipart = () => new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', UPLOAD_MESSAGES.notMultipart)
const oneFile = () => badRequest('VALIDATION_FAILED', UPLOAD_MESSAGES.oneFile)
const badBucket = () => badRequest('VALIDATION_FAILED', 'Bucket must be profile_images or tile_images.')

/** Multipart limits: one file of at most 10 MB, a few short fields. */
const MULTIPART_LIMITS = { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 4, fieldSize: 256, parts: 6, headerPairs: 100 }

/** Reads the form: exactly one file, in the field `file`, and optionally the field `bucket`. */
async function readUploadForm(request: FastifyRequest): Promise<{ file: Buffer; bucket?: string }> {
  if (!request.isMultipart()) throw notMultipart()
  let file: Buffer | undefined
  let bucket: string | undefined
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          part.file.resume()
          throw oneFile()
        }
        file = await part.toBuffer()
      } else if (part.fieldname === 'bucket' && typeof part.value === 'string') {
        bucket = part.value
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    switch ((error as { code?: string }).code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw tooLarge()
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
      case 'FST_FIELDS_LIMIT':
        throw oneFile()
      default:
        throw error
    }
  }
  if (!file || file.length === 0) throw badRequest('VALIDATION_FAILED', UPLOAD_MESSAGES.missingFile)
  return { file, bucket }
}

const FILE_HEADERS = {
  // Fixed, whatever the stored bytes are: the browser never guesses, never runs anything.
  'content-type': 'image/webp',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'",
  'cache-control': 'public, max-age=31536000, immutable',
}

export default async function uploadRoutes(app: FastifyZodInstance) {
  // Multipart parsing exists only inside this child plugin, for the upload route.
  await app.register(async (uploadApp: FastifyZodInstance) => {
    await uploadApp.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true })

    uploadApp.post(
      '/api/uploads',
      {
        schema: { querystring: UploadQuery, response: { 201: UploadedImage } },
        preHandler: [
          app.requireUser,
          app.limit({ name: 'uploads', max: 30, timeWindow: '1 hour', key: (request) => request.viewer!.id }),
        ],
      },
      async (request, reply) => {
        const form = await readUploadForm(request)
        const bucket = UploadBucket.safeParse(form.bucket ?? request.query.bucket)
        if (!bucket.success) throw badBucket()
        const image = await storeUpload(app.db, app.storage, request.viewer!.id, bucket.data, form.file)
        return reply.code(201).send(image)
      },
    )
  })

  app.get('/uploads/*', { schema: { hide: true, params: FileParams } }, async (request, reply) => {
    const key = request.params['*']
    if (!isUploadKey(key)) throw notFound('Image not found.')
    // A key names one file forever (a new upload gets a new key), so its hash is a strong validator.
    const etag = etagOf(key)
    if (fresh(request.headers, { etag })) {
      if (!(await app.storage.exists(key))) throw notFound('Image not found.')
      return reply.code(304).headers(FILE_HEADERS).header('etag', etag).send()
    }
    const file = await app.storage.get(key)
    if (!file) throw notFound('Image not found.')
    return reply.headers(FILE_HEADERS).header('etag', etag).header('content-length', file.size).send(file.body)
  })
}
