import { join } from 'node:path'
import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config.js'
import { LocalStorage } from './local.js'
import { S3Storage } from './s3.js'
import type { Storage } from './storage.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploaded files: local disk in DATA_DIR/uploads, or S3 when S3_BUCKET is set. */
    storage: Storage
  }
}

export async function createStorage(
  config: Pick<Config, 'DATA_DIR' | 'S3_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION'>,
): Promise<Storage> {
  if (config.S3_BUCKET) {
    return S3Storage.open({ bucket: config.S3_BUCKET, region: config.S3_REGION, endpoint: config.S3_ENDPOINT })
  }
  return new LocalStorage(join(config.DATA_DIR, 'uploads'))
}

/**
 * Files are deleted after the database has let go of them, where a failure cannot be undone: it
 * is logged (the file is an orphan for the operator) and still reported to the caller.
 */
export function logDeleteFailures(storage: Storage, log: Pick<FastifyBaseLogger, 'warn'>): Storage {
  return {
    driver: storage.driver,
    put: (key, body, contentType) => storage.put(key, body, contentType),
    get: (key) => storage.get(key),
    exists: (key) => storage.exists(key),
    delete: async (key) => {
      try {
        await storage.delete(key)
      } catch (error) {
        log.warn({ err: error, key }, 'could not delete an uploaded file')
        throw error
      }
    },
    close: () => storage.close?.(),
  }
}

async function storagePlugin(app: FastifyInstance, options: { config: Config; storage?: Storage }) {
  const storage = logDeleteFailures(options.storage ?? (await createStorage(options.config)), app.log)
  app.decorate('storage', storage)
  app.addHook('onClose', async () => {
    await storage.close?.()
  })
}

export default fp(storagePlugin, { name: 'storage' })
