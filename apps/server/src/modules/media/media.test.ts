import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpointPath, mediaMessages, mediaRenditions, uploadVendorImage } from '@queueless/contracts';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createLocation,
  createProduct,
  createStaff,
  createUser,
  createVendor,
  type TestUser,
} from '../../../test/factories.js';
import { dieOn, expectUnavailable } from '../../../test/faults.js';
import { createTestApp, useTestApp } from '../../../test/harness.js';
import {
  filesUnder,
  gifScriptPolyglot,
  jpegHtmlPolyglot,
  multipart,
  oversizedJpeg,
  type Part,
  phoneJpeg,
  plainImage,
  pngDeclaring,
  svgWithScript,
} from '../../../test/images.js';
import { servicesOf } from '../../services.js';
import { vendorEvents } from '../events/index.js';
import { products } from '../inventory/index.js';
import { mediaImages } from './media.tables.js';

const dataDir = mkdtempSync(join(tmpdir(), 'queueless-media-'));
const mediaRoot = join(dataDir, 'media');
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Real time: the sweep compares the files' own times with the clock.
let now = new Date();
const HOUR = 60 * 60 * 1000;

const t = useTestApp(() =>
  createTestApp({
    env: { DATA_DIR: dataDir },
    overrides: { clock: () => now, mediaLimits: { perUser: { limit: 1000, windowSeconds: 3600 } } },
  }),
);

const photoPart = (body: Buffer | string, extra: Partial<Part> = {}): Part => ({
  name: 'file',
  filename: 'photo.jpg',
  type: 'image/jpeg',
  body,
  ...extra,
});

function upload(vendorId: string, user: TestUser | null, parts: Part[]) {
  const { payload, headers } = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: endpointPath(uploadVendorImage, { vendorId }),
    headers: { ...headers, ...(user?.auth ?? {}) },
    payload,
  });
}

async function rowCount() {
  const [row] = await t.app.database.db.select({ n: count() }).from(mediaImages);
  return row?.n ?? 0;
}

/** Nothing of a refused upload is kept: no row, no file, no half-written file. */
async function expectNothingStored() {
  expect(await rowCount()).toBe(0);
  expect(await filesUnder(mediaRoot)).toEqual([]);
}

async function emptyStore() {
  await t.app.database.db.delete(mediaImages);
  rmSync(mediaRoot, { recursive: true, force: true });
}

async function vendorWithManager() {
  const vendor = await createVendor(t.app);
  return { vendorId: vendor.vendorId, manager: await createStaff(t.app, vendor.vendorId, 'MANAGER') };
}

describe('uploading a product photo', () => {
  beforeEach(emptyStore);

  it('turns a phone photo upright, strips its metadata and serves WebP renditions with immutable caching', async () => {
    const { vendorId, manager } = await vendorWithManager();
    const response = await upload(vendorId, manager, [photoPart(await phoneJpeg(1200, 800))]);
    expect(response.statusCode).toBe(201);
    const image = response.json();
    // Orientation 6: the 1200×800 pixels are shown 800 wide and 1200 tall.
    expect(image).toEqual({
      imageUrl: expect.stringMatching(/^\/media\/[0-9a-f]{2}\/[0-9a-f]{24}\.800x1200\.800\.webp$/),
      width: 800,
      height: 1200,
    });

    const renditions = mediaRenditions(image.imageUrl);
    expect(renditions?.sources.map((source) => source.width)).toEqual([160, 320, 640, 800]);
    for (const source of renditions?.sources ?? []) {
      const served = await t.app.inject({ url: source.url });
      expect(served.statusCode, source.url).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width: source.width });
      expect(metadata.height).toBe(Math.round((source.width * 1200) / 800));
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation).toBeUndefined();
      expect(served.rawPayload.includes('QueuelessPhone')).toBe(false);
    }
    expect(await rowCount()).toBe(1);
    expect(await filesUnder(mediaRoot)).toHaveLength(4);
  });

  it('takes PNG, WebP and AVIF by their bytes, whatever the name or declared type, and never enlarges', async () => {
    const { vendorId, manager } = await vendorWithManager();
    for (const format of ['png', 'webp', 'avif'] as const) {
      const response = await upload(vendorId, manager, [
        photoPart(await plainImage(format, 400, 300), { filename: 'x.bin', type: 'application/octet-stream' }),
      ]);
      expect(response.statusCode, format).toBe(201);
      expect(response.json()).toMatchObject({ width: 400, height: 300 });
      expect(mediaRenditions(response.json().imageUrl)?.sources.map((source) => source.width)).toEqual([160, 320, 400]);
    }
    const wide = await upload(vendorId, manager, [photoPart(await plainImage('jpeg', 3000, 1000))]);
    expect(wide.json()).toMatchObject({ width: 960, height: 320 });
  });

  it("takes a photo of nearly 10 MB (a phone camera's)", async () => {
    const { vendorId, manager } = await vendorWithManager();
    // Noise does not compress: about 9.4 MB of PNG.
    const noise = await sharp(randomBytes(1800 * 1800 * 3), { raw: { width: 1800, height: 1800, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(9 * 1024 * 1024);
    expect(noise.length).toBeLessThan(10 * 1024 * 1024);
    const response = await upload(vendorId, manager, [photoPart(noise)]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ width: 960, height: 960 });
  });

  it('keeps one copy of the same photo uploaded twice', async () => {
    const { vendorId, manager } = await vendorWithManager();
    const photo = await plainImage('png');
    const first = await upload(vendorId, manager, [photoPart(photo)]);
    const second = await upload(vendorId, manager, [photoPart(photo)]);
    expect(second.json().imageUrl).toBe(first.json().imageUrl);
    expect(await rowCount()).toBe(1);
  });
});

describe('hostile uploads', () => {
  let vendorId: string;
  let manager: TestUser;
  beforeEach(async () => {
    await emptyStore();
    ({ vendorId, manager } = await vendorWithManager());
  });

  const refusals: [string, () => Promise<Part[]>, number, string][] = [
    ['a text file named .jpg', async () => [photoPart('just some text, honest')], 415, mediaMessages.notAnImage],
    [
      'a truncated JPEG',
      async () => {
        const jpeg = await plainImage('jpeg', 800, 600);
        return [photoPart(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)))];
      },
      400,
      mediaMessages.unreadable,
    ],
    [
      'a PNG declaring 50,000×50,000 pixels',
      async () => [photoPart(await pngDeclaring(50_000, 50_000))],
      400,
      mediaMessages.tooManyPixels,
    ],
    [
      'a PNG declaring 8,000×6,000 pixels (48 MP)',
      async () => [photoPart(await pngDeclaring(8000, 6000))],
      400,
      mediaMessages.tooManyPixels,
    ],
    [
      'an SVG with a script, named and typed as PNG',
      async () => [photoPart(svgWithScript, { filename: 'logo.png', type: 'image/png' })],
      415,
      mediaMessages.notAnImage,
    ],
    [
      'a GIF that is also a script',
      async () => [photoPart(gifScriptPolyglot(), { type: 'image/gif' })],
      415,
      mediaMessages.notAnImage,
    ],
    ['a JPEG signature followed by HTML', async () => [photoPart(jpegHtmlPolyglot())], 400, mediaMessages.unreadable],
    ['11 MB', async () => [photoPart(oversizedJpeg(11 * 1024 * 1024))], 413, mediaMessages.tooLarge],
    [
      'two files',
      async () => [photoPart(await plainImage('png')), photoPart(await plainImage('webp'))],
      400,
      mediaMessages.oneFile,
    ],
    ['no file, a text field', async () => [{ name: 'file', body: 'photo.jpg' }], 400, mediaMessages.oneFile],
    [
      'a photo under another name',
      async () => [photoPart(await plainImage('png'), { name: 'image' })],
      400,
      mediaMessages.oneFile,
    ],
    [
      'a photo and a field',
      async () => [photoPart(await plainImage('png')), { name: 'caption', body: 'hi' }],
      400,
      mediaMessages.oneFile,
    ],
    ['no parts at all', async () => [], 400, mediaMessages.oneFile],
  ];

  it.each(refusals)('refuses %s in our error shape and keeps nothing', async (_name, parts, status, message) => {
    const response = await upload(vendorId, manager, await parts());
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toMatchObject({ message });
    await expectNothingStored();
  });

  it('refuses a photo sent as another Content-Type than multipart', async () => {
    for (const [type, payload] of [
      ['image/jpeg', await plainImage('jpeg')],
      ['application/json', JSON.stringify({ file: 'x' })],
      ['application/x-www-form-urlencoded', 'file=x'],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url: endpointPath(uploadVendorImage, { vendorId }),
        headers: { ...manager.auth, 'content-type': type },
        payload,
      });
      expect(response.statusCode, type).toBe(415);
      expect(response.json().error).toEqual({ code: 'UNSUPPORTED_MEDIA_TYPE', message: mediaMessages.notMultipart });
    }
    await expectNothingStored();
  });

  it('answers a broken form in our error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: endpointPath(uploadVendorImage, { vendorId }),
      headers: { ...manager.auth, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\n\xff\xd8\xff',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    await expectNothingStored();
  });
});

describe('who may upload', () => {
  beforeEach(emptyStore);

  it('refuses nobody, a customer, STAFF and another vendor’s manager, before reading the photo', async () => {
    const { vendorId } = await vendorWithManager();
    const other = await vendorWithManager();
    const photo = await plainImage('png');
    const callers: [string, TestUser | null, number][] = [
      ['nobody', null, 401],
      ['a customer', await createUser(t.app), 403],
      ['STAFF', await createStaff(t.app, vendorId, 'STAFF'), 403],
      ['another vendor’s manager', other.manager, 403],
    ];
    for (const [who, caller, status] of callers) {
      const response = await upload(vendorId, caller, [photoPart(photo)]);
      expect(response.statusCode, who).toBe(status);
      expect(response.json().error.code, who).toBe(status === 401 ? 'UNAUTHENTICATED' : 'FORBIDDEN');
      // Even a hostile file is not looked at: the refusal comes first.
      const hostile = await upload(vendorId, caller, [photoPart(svgWithScript)]);
      expect(hostile.statusCode, who).toBe(status);
    }
    await expectNothingStored();
  });

  it('over a real connection, answers a refused 9 MB upload (not a reset) and takes a browser FormData upload', async () => {
    const { vendorId, manager } = await vendorWithManager();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `${address}${endpointPath(uploadVendorImage, { vendorId })}`;
    const big = new FormData();
    big.append('file', new Blob([oversizedJpeg(9 * 1024 * 1024)], { type: 'image/jpeg' }), 'big.jpg');
    const refused = await fetch(url, { method: 'POST', body: big });
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
    const form = new FormData();
    form.append('file', new Blob([await plainImage('jpeg', 500, 400)], { type: 'image/jpeg' }), 'ok.jpg');
    const taken = await fetch(url, { method: 'POST', body: form, headers: manager.auth });
    expect(taken.status).toBe(201);
    expect(await taken.json()).toMatchObject({ width: 500, height: 400 });
  });

  it('lets the vendor’s MANAGER and ADMIN upload', async () => {
    const { vendorId, manager } = await vendorWithManager();
    const admin = await createStaff(t.app, vendorId, 'ADMIN');
    expect((await upload(vendorId, manager, [photoPart(await plainImage('png', 10, 10))])).statusCode).toBe(201);
    expect((await upload(vendorId, admin, [photoPart(await plainImage('png', 11, 11))])).statusCode).toBe(201);
  });

  it('serves only files the pipeline wrote', async () => {
    for (const url of [
      '/media/ab/nothing.webp',
      '/media/ab/abababababababababababab.10x10.10.webp',
      '/media/..%2F..%2Fetc/passwd',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });
});

describe('the upload limit', () => {
  const limited = useTestApp(() =>
    createTestApp({
      env: { DATA_DIR: dataDir },
      overrides: {
        mediaLimits: { perUser: { limit: 2, windowSeconds: 3600 }, perVendor: { limit: 3, windowSeconds: 86_400 } },
      },
    }),
  );

  it('stops one person, and one vendor’s staff together, past their uploads per window', async () => {
    const vendor = await createVendor(limited.app);
    const [first, second] = [
      await createStaff(limited.app, vendor.vendorId, 'MANAGER'),
      await createStaff(limited.app, vendor.vendorId, 'MANAGER'),
    ];
    const send = async (user: TestUser, size: number) => {
      const form = multipart([photoPart(await plainImage('png', size, size))]);
      return limited.app.inject({
        method: 'POST',
        url: endpointPath(uploadVendorImage, { vendorId: vendor.vendorId }),
        headers: { ...form.headers, ...user.auth },
        payload: form.payload,
      });
    };
    expect((await send(first, 20)).statusCode).toBe(201);
    expect((await send(first, 21)).statusCode).toBe(201);
    const third = await send(first, 22);
    expect(third.statusCode).toBe(429);
    expect(third.json().error.code).toBe('RATE_LIMITED');
    expect(third.headers['retry-after']).toBeDefined();
    expect((await send(second, 23)).statusCode).toBe(201);
    expect((await send(second, 24)).statusCode).toBe(429);
    const [row] = await limited.app.database.db.select({ n: count() }).from(mediaImages);
    expect(row?.n).toBe(3);
  });
});

describe('the media sweep', () => {
  beforeEach(emptyStore);

  it('keeps photos a product uses, removes unused ones after the grace period, and files no row names', async () => {
    const { vendorId, manager } = await vendorWithManager();
    const location = await createLocation(t.app, vendorId);
    const used = (await upload(vendorId, manager, [photoPart(await plainImage('png', 300, 200))])).json();
    const unused = (await upload(vendorId, manager, [photoPart(await plainImage('webp', 310, 200))])).json();
    await createProduct(t.app, location.vendorLocationId, { imageUrls: [used.imageUrl] });
    // A file no row names that a product shows all the same (its row lost with an older backup): kept.
    const rowless = 'ef/efefefefefefefefefefefef.10x10.10.webp';
    await servicesOf(t.app).mediaStorage.put(rowless, Buffer.from('x'), 'image/webp');
    await createProduct(t.app, location.vendorLocationId, { imageUrls: [`/media/${rowless}`] });
    // A file whose row was never written (the database went away after the files), and a half-written one.
    await servicesOf(t.app).mediaStorage.put(
      'ab/abababababababababababab.10x10.10.webp',
      Buffer.from('x'),
      'image/webp',
    );
    await servicesOf(t.app)
      .mediaStorage.put(
        'cd/cdcdcdcdcdcdcdcdcdcdcdcd.10x10.10.webp.0123456789ab.partial',
        Buffer.from('x'),
        'image/webp',
      )
      .catch(() => undefined);
    const before = await filesUnder(mediaRoot);

    expect(await servicesOf(t.app).media.sweep()).toEqual({ images: 0, files: 0 });
    expect(await filesUnder(mediaRoot)).toEqual(before);

    const start = now;
    now = new Date(start.getTime() + 25 * HOUR);
    try {
      const result = await servicesOf(t.app).media.sweep();
      expect(result.images).toBe(1);
      const left = await filesUnder(mediaRoot);
      expect(left.sort()).toEqual(
        [
          rowless,
          ...(mediaRenditions(used.imageUrl)?.sources ?? []).map((source) => source.url.slice('/media/'.length)),
        ].sort(),
      );
      expect((await t.app.inject({ url: unused.imageUrl })).statusCode).toBe(404);
      expect((await t.app.inject({ url: used.imageUrl })).statusCode).toBe(200);
      const rows = await t.app.database.db.select().from(mediaImages);
      expect(rows).toHaveLength(1);
      expect(rows[0]?.imageUrl).toBe(used.imageUrl);
      expect(rows[0]?.usedAt).not.toBeNull();
    } finally {
      now = start;
    }
  });

  it('keeps a photo an event uses as its flyer (the sweep reads every place in PHOTO_USES)', async () => {
    const { vendorId, manager } = await vendorWithManager();
    const flyer = (await upload(vendorId, manager, [photoPart(await plainImage('png', 340, 200))])).json();
    const unused = (await upload(vendorId, manager, [photoPart(await plainImage('png', 350, 200))])).json();
    await t.app.database.db
      .insert(vendorEvents)
      .values({ eventId: `EV${vendorId}`.slice(0, 30), vendorId, eventName: 'Launch night', images: [flyer.imageUrl] });
    const start = now;
    now = new Date(start.getTime() + 25 * HOUR);
    try {
      const swept = await servicesOf(t.app).media.sweep();
      expect((await t.app.inject({ url: flyer.imageUrl })).statusCode).toBe(200);
      expect(swept.images).toBe(1);
      expect((await t.app.inject({ url: unused.imageUrl })).statusCode).toBe(404);
    } finally {
      now = start;
    }
  });

  it('keeps a photo for good once a product was seen using it (orders keep it in their lines)', async () => {
    const { vendorId, manager } = await vendorWithManager();
    const location = await createLocation(t.app, vendorId);
    const photo = (await upload(vendorId, manager, [photoPart(await plainImage('png', 320, 200))])).json();
    const product = await createProduct(t.app, location.vendorLocationId, { imageUrls: [photo.imageUrl] });
    const start = now;
    now = new Date(start.getTime() + 25 * HOUR);
    try {
      await servicesOf(t.app).media.sweep();
      // Marked as used: a later change of the product's photo does not make it sweepable.
      await t.app.database.db.update(products).set({ imageUrls: [] }).where(eq(products.productId, product.productId));
      now = new Date(start.getTime() + 60 * HOUR);
      await servicesOf(t.app).media.sweep();
      expect(await rowCount()).toBe(1);
      expect((await t.app.inject({ url: photo.imageUrl })).statusCode).toBe(200);
    } finally {
      now = start;
    }
  });

  it.runIf(process.env.DATABASE_URL)(
    'leaves no row naming a missing file when the database goes away mid-upload',
    async () => {
      const { vendorId, manager } = await vendorWithManager();
      await dieOn(t.app, 'media_images', 'true', async () => {
        expectUnavailable(await upload(vendorId, manager, [photoPart(await plainImage('png', 330, 200))]));
      });
      expect(await rowCount()).toBe(0);
      // The files were written first; no row names them, so the sweep removes them once past the grace period.
      expect((await filesUnder(mediaRoot)).length).toBeGreaterThan(0);
      await servicesOf(t.app).media.sweep();
      expect((await filesUnder(mediaRoot)).length).toBeGreaterThan(0);
      const start = now;
      now = new Date(start.getTime() + 25 * HOUR);
      try {
        await servicesOf(t.app).media.sweep();
      } finally {
        now = start;
      }
      expect(await filesUnder(mediaRoot)).toEqual([]);
    },
  );
});
