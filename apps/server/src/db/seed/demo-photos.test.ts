import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mediaRenditions } from '@queueless/contracts';
import { count, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { mediaImages } from '../../modules/media/index.js';
import { servicesOf } from '../../services.js';
import { products } from '../schema.js';
import { seedDemo } from '../seed.js';
import { DEMO_PHOTO_KINDS, type DemoPhotoKind, renderDemoPhoto } from './demo-photos.js';

/** A 1600×1200 JPEG of one flat colour, as quick to draw as a photo can be. */
const flatPhoto = (index: number) =>
  sharp({
    create: { width: 1600, height: 1200, channels: 3, background: { r: 40 + index * 10, g: 90, b: 200 - index * 10 } },
  })
    .jpeg()
    .toBuffer();

/** Room for the whole demo seed on a loaded 2-core machine (vitest's 30 s was hit there). */
const SEED_TEST_TIMEOUT_MS = 120_000;

const dataDir = mkdtempSync(join(tmpdir(), 'queueless-demo-photos-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The demo menu's products (seed.ts): eleven drinks, the tee in seven sizes, the cap, and the patio's two. */
const demoIds = new Set([
  ...[
    'LAGER',
    'IPA',
    'MARGARITA',
    'WINE',
    'SOUR',
    'CIDER',
    'WATER',
    'COLA',
    'ENERGY',
    'TAPWATER',
    'MOCKTAIL',
    'CAP',
  ].map((id) => `AD708-${id}`),
  ...['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'].map((size) => `AD708-TEE-${size}`),
  'AD709-LAGER',
  'AD709-WATER',
]);

describe('the demo menu’s photos', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => t?.close());

  it('draws each photo as a camera would give it: a 1600×1200 JPEG, the same bytes every time', async () => {
    const first = await renderDemoPhoto('lager');
    const meta = await sharp(first).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1600, 1200]);
    expect(first.equals(await renderDemoPhoto('lager'))).toBe(true);
    expect(new Set(DEMO_PHOTO_KINDS).size).toBe(DEMO_PHOTO_KINDS.length);
  });

  it(
    'seeds a new install’s menu with photos through the upload pipeline: sized WebP renditions, served',
    async () => {
      const db = t.app.database.db;
      // The drawings themselves are checked above; here a flat photo of the camera's size (one colour per kind, so each
      // gets its own content-hashed name) keeps the pipeline's work, not the drawing's, in the test: it took ~28 s of
      // the 30 s allowed on a loaded machine with the full drawings.
      const media = servicesOf(t.app).media;
      const seeding = {
        importImage: (vendorId: string, bytes: Buffer) => media.importImage(vendorId, bytes),
        renderPhoto: (kind: DemoPhotoKind) => flatPhoto(DEMO_PHOTO_KINDS.indexOf(kind)),
      };
      const started = performance.now();
      await seedDemo(db, new Date(), seeding);
      console.log(`demo seed with photos: ${Math.round(performance.now() - started)} ms`);
      const menu = await db
        .select()
        .from(products)
        .where(inArray(products.vendorLocationId, ['AD708', 'AD709']));
      const demo = menu.filter((row) => demoIds.has(row.productId));
      expect(demo).toHaveLength(21);
      for (const product of demo) {
        expect(product.imageUrls.length, product.productId).toBeGreaterThan(0);
        for (const url of product.imageUrls) {
          const renditions = mediaRenditions(url);
          expect(renditions, url).not.toBeNull();
          expect(renditions?.sources.map((source) => source.width)).toEqual([160, 320, 640, 960]);
          expect([renditions?.width, renditions?.height]).toEqual([960, 720]);
        }
      }
      const tee = menu.find((row) => row.productId === 'AD708-TEE-M');
      expect(tee?.imageUrls).toHaveLength(2);
      const small = mediaRenditions(tee?.imageUrls[0] ?? '')?.sources[0]?.url ?? '';
      const served = await t.app.inject({ method: 'GET', url: small });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.rawPayload).metadata()).width).toBe(160);
      const [photos] = await db.select({ n: count() }).from(mediaImages);
      expect(photos?.n).toBe(DEMO_PHOTO_KINDS.length);
      // A ceiling for a loaded machine, not a delay: the test ends when the seed does. The whole demo seed (14 photos
      // through the pipeline, 56 WebP renditions) took 23 s here with seven helpers' tests running beside it.
    },
    SEED_TEST_TIMEOUT_MS,
  );

  it('gives the photos to an install still showing the old drawings, and draws none on a restart', async () => {
    const db = t.app.database.db;
    await db
      .update(products)
      .set({ imageUrls: ['/images/products/lager.svg'] })
      .where(inArray(products.productId, ['AD708-LAGER', 'AD709-WATER']));
    const imported = { calls: 0 };
    const counting = {
      importImage: async (vendorId: string, bytes: Buffer) => {
        imported.calls++;
        return servicesOf(t.app).media.importImage(vendorId, bytes);
      },
    };
    await seedDemo(db, new Date(), counting);
    expect(imported.calls).toBe(2);
    const restyled = await db
      .select()
      .from(products)
      .where(inArray(products.productId, ['AD708-LAGER', 'AD709-WATER']));
    for (const row of restyled) expect(row.imageUrls[0]).toMatch(/^\/media\/.+\.960x720\.960\.webp$/);
    imported.calls = 0;
    await seedDemo(db, new Date(), counting);
    expect(imported.calls).toBe(0);
  });
});
