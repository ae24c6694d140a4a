import type { Readable } from 'node:stream'
import type * as S3Sdk from '@aws-sdk/client-s3'
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3'
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

  /** The AWS SDK, some 20 MB, is imported only by an instance that stores in S3 (ADR 0057). */
  static async open(options: S3StorageOptions): Promise<S3Storage> {
    return new S3Storage(await import('@aws-sdk/client-s3'), options)
  }

  private constructor(
    private readonly sdk: typeof S3Sdk,
    { bucket, region, endpoint }: S3StorageOptions,
  ) {
    this.bucket = bucket
    const config: S3ClientConfig = { region }
    if (endpoint) {
      config.endpoint = endpoint
      config.forcePathStyle = true
      // Not every S3-compatible service knows the SDK's default flexible checksums.
      config.requestChecksumCalculation = 'WHEN_REQUIRED'
      config.responseChecksumValidation = 'WHEN_REQUIRED'
    }
    this.client = new sdk.S3Client(config)
  }

  private keyOf(key: string): string {
    storageKeySegments(key)
    return key
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new this.sdk.PutObjectCommand({
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
      const object = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }),
      )
      if (!object.Body) return undefined
      return { body: object.Body as Readable, size: object.ContentLength ?? 0 }
    } catch (error) {
      if (isNotFound(error)) return undefined
      throw error
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }))
  }

  async exists(key: string): Promise<boolean> {
    try {
      await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: this.keyOf(key) }))
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
