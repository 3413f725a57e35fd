import type { S3Client } from '@aws-sdk/client-s3';
import { joinUrl, MEDIA_CACHE_CONTROL, type MediaStorage } from './media-storage.js';

export type S3MediaConfig = {
  bucket: string;
  /** An S3-compatible service's address (MinIO, R2, …); null for AWS itself. */
  endpoint: string | null;
  region: string;
  /** Null: the SDK's own credential chain (an instance role, say). */
  accessKeyId: string | null;
  secretAccessKey: string | null;
  /** Where the bucket's objects are read from by browsers (a CDN), without a trailing slash. */
  publicBaseUrl: string;
  /** Path-style addressing (`{endpoint}/{bucket}/{key}`), which most S3-compatible services want. */
  forcePathStyle: boolean;
};

/** Objects in an S3-compatible bucket, each written with its type and immutable caching; read through the CDN. */
export function createS3MediaStorage(config: S3MediaConfig): MediaStorage {
  // The SDK is loaded on first use: an install that keeps photos on disk never pays for it at start.
  let loaded: Promise<{ client: S3Client; sdk: typeof import('@aws-sdk/client-s3') }> | undefined;
  function s3() {
    loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        ...(config.endpoint ? { endpoint: config.endpoint } : {}),
        forcePathStyle: config.forcePathStyle,
        ...(config.accessKeyId && config.secretAccessKey
          ? { credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey } }
          : {}),
      }),
    }));
    return loaded;
  }
  const bucket = config.bucket;

  return {
    kind: 's3',

    async put(key, body, contentType) {
      const { client, sdk } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          CacheControl: MEDIA_CACHE_CONTROL,
        }),
      );
    },

    async delete(keys) {
      const { client, sdk } = await s3();
      for (let start = 0; start < keys.length; start += 1000) {
        const batch = keys.slice(start, start + 1000);
        await client.send(
          new sdk.DeleteObjectsCommand({
            Bucket: bucket,
            Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
          }),
        );
      }
    },

    async *list(signal) {
      const { client, sdk } = await s3();
      let token: string | undefined;
      do {
        const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }), {
          abortSignal: signal,
        });
        for (const object of page.Contents ?? []) {
          if (object.Key) yield { key: object.Key, modifiedAt: object.LastModified ?? new Date() };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token && !signal?.aborted);
    },

    urlOf: (key) => joinUrl(config.publicBaseUrl, key),
  };
}
