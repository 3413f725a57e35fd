import { endpointPath, mediaRenditions, uploadVendorImage } from '@queueless/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff, createVendor } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { multipart, phoneJpeg, plainImage } from '../../../test/images.js';
import { startS3StandIn } from '../../../test/s3-stand-in.js';
import { servicesOf } from '../../services.js';

const HOUR = 60 * 60 * 1000;

describe('photos in S3-compatible storage (a local stand-in)', () => {
  let s3: Awaited<ReturnType<typeof startS3StandIn>>;
  let t: TestApp;
  let now = new Date();
  beforeAll(async () => {
    s3 = await startS3StandIn('queueless-media');
    t = await createTestApp({ env: s3.env, overrides: { clock: () => now } });
  });
  afterAll(async () => {
    await t?.close();
    await s3?.close();
  });

  async function upload(vendorId: string, auth: Record<string, string>, photo: Buffer) {
    const form = multipart([{ name: 'file', filename: 'photo.jpg', type: 'image/jpeg', body: photo }]);
    return t.app.inject({
      method: 'POST',
      url: endpointPath(uploadVendorImage, { vendorId }),
      headers: { ...form.headers, ...auth },
      payload: form.payload,
    });
  }

  async function bucketKeys(): Promise<string[]> {
    const keys: string[] = [];
    for await (const object of servicesOf(t.app).mediaStorage.list()) keys.push(object.key);
    return keys.sort();
  }

  it('writes the renditions to the bucket with their type and immutable caching, under the public base URL', async () => {
    const vendor = await createVendor(t.app);
    const manager = await createStaff(t.app, vendor.vendorId, 'MANAGER');
    const response = await upload(vendor.vendorId, manager.auth, await phoneJpeg(1200, 800));
    expect(response.statusCode).toBe(201);
    const { imageUrl } = response.json();
    expect(imageUrl.startsWith(`${s3.env.MEDIA_PUBLIC_BASE_URL}/`)).toBe(true);
    const renditions = mediaRenditions(imageUrl);
    expect(renditions).toMatchObject({ width: 800, height: 1200 });
    for (const source of renditions?.sources ?? []) {
      const served = await fetch(source.url);
      expect(served.status, source.url).toBe(200);
      expect(served.headers.get('content-type')).toBe('image/webp');
      expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: source.width });
      expect(metadata.exif).toBeUndefined();
    }
    // Nothing is served from our own disk in this mode.
    const local = await t.app.inject({ url: `/media/${imageUrl.slice(s3.env.MEDIA_PUBLIC_BASE_URL.length + 1)}` });
    expect(local.statusCode).toBe(404);
  });

  it('sweeps unused photos and files no row names out of the bucket after the grace period', async () => {
    const vendor = await createVendor(t.app);
    const manager = await createStaff(t.app, vendor.vendorId, 'MANAGER');
    const before = await bucketKeys();
    const unused = (await upload(vendor.vendorId, manager.auth, await plainImage('png', 300, 200))).json();
    await servicesOf(t.app).mediaStorage.put(
      'ab/abababababababababababab.10x10.10.webp',
      Buffer.from('x'),
      'image/webp',
    );
    expect((await bucketKeys()).length).toBe(before.length + 3);
    const start = now;
    now = new Date(start.getTime() + 25 * HOUR);
    try {
      const result = await servicesOf(t.app).media.sweep();
      // The first test's photo is unused too: every photo of this file goes.
      expect(result.images).toBe(2);
    } finally {
      now = start;
    }
    expect(await bucketKeys()).toEqual([]);
    expect((await fetch(unused.imageUrl)).status).toBe(404);
  });
});
