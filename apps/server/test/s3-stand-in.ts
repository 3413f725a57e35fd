import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/**
 * A local S3-compatible server (s3rver) on a free port with one bucket, for the S3 storage path: never a real cloud.
 * Its objects live in a temporary folder removed on `close()`.
 */
export async function startS3StandIn(bucket: string) {
  const directory = mkdtempSync(join(tmpdir(), 'queueless-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    /** The settings that point the app at this bucket, read back through the stand-in as a CDN would. */
    env: {
      MEDIA_S3_BUCKET: bucket,
      MEDIA_S3_ENDPOINT: endpoint,
      MEDIA_S3_REGION: 'us-east-1',
      MEDIA_S3_ACCESS_KEY_ID: 'S3RVER',
      MEDIA_S3_SECRET_ACCESS_KEY: 'S3RVER',
      MEDIA_PUBLIC_BASE_URL: `${endpoint}/${bucket}`,
    },
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
