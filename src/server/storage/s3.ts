import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3'
import { storageKeySegments, type Storage, type StoredFile } from './storage.js'

export interface S3StorageOptions {
  bucket: string
  region: string
  /** An S3-compatible service (MinIO, R2, s3rver…): addressed path-style. Unset: AWS itself. */
  endpoint?: string
}

const isNotFound = (error: unknown) => {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return name === 'NoSuchKey' || name === 'NotFound' || $metadata?.httpStatusCode === 404
}

/** Objects in one bucket under the same keys as on disk; credentials from the standard AWS chain. */
export class S3Storage implements Storage {
  readonly driver = 's3'
  readonly bucket: string
  readonly client: S3Client

  constructor({ bucket, region, endpoint }: S3StorageOptions) {
    this.bucket = bucket
    const config: S3ClientConfig = { region }
    if (endpoint) {
      config.endpoint = endpoint
      config.forcePathStyle = true
      // Not every S3-compatible service knows the SDK's default flexible checksums.
      config.requestChecksumCalculation = 'WHEN_REQUIRED'
      config.responseChecksumValidation = 'WHEN_REQUIRED'
    }
    this.client = new S3Client(config)
  }

  private keyOf(key: string): string {
    storageKeySegments(key)
    return key
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.keyOf(key),
        Body: body,
        ContentType: contentType,
        ContentLength: body.length,
      }),
    )
  }

  async get(key: string): Promise<StoredFile | undefined> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }))
      if (!object.Body) return undefined
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 }
    } catch (error) {
      if (isNotFound(error)) return undefined
      throw error
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }))
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }))
      return true
    } catch (error) {
      if (isNotFound(error)) return false
      throw error
    }
  }

  close() {
    this.client.destroy()
  }
}
