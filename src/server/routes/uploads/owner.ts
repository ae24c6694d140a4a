import multipart from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { API } from '@domain/api-routes.js'
import { MAX_UPLOAD_BYTES, UPLOAD_MESSAGES, UploadBucket } from '@domain/uploads.js'
import { AppError, badRequest } from '../../errors.js'
import { addApiRoute } from '../../api-route.js'
import { storeUpload } from '../../services/uploads.js'
import type { FastifyZodInstance } from '../../types.js'

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

/** The signed-in user's uploads; multipart parsing exists only inside this plugin. */
export default async function uploadImageRoutes(app: FastifyZodInstance) {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true })

  addApiRoute(
    app,
    API.uploadImage,
    {
      preHandler: app.limit({ name: 'uploads', max: 30, timeWindow: '1 hour', key: (request) => request.viewer.id }),
    },
    async (request, reply) => {
      const form = await readUploadForm(request)
      const bucket = UploadBucket.safeParse(form.bucket ?? request.query.bucket)
      if (!bucket.success) throw badBucket()
      const image = await storeUpload(app.db, app.storage, request.viewer.id, bucket.data, form.file)
      return reply.code(201).send(image)
    },
  )
}
