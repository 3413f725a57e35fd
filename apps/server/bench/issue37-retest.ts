/**
 * The red team's attacks of issue 37 that red2 fixed (F4, F7, F9, F10, F11), re-run over HTTP against the API on a
 * fresh PostgreSQL database (DATABASE_URL, dropped after). Prints one line per attack with its numbers.
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres PORT=3280 npx tsx apps/server/bench/issue37-retest.ts
 */
import { performance } from 'node:perf_hooks';
import {
  changeProductStock,
  endpointPath,
  getLocationProducts,
  importLocationMenu,
  listAnalyticsOrders,
  listAuditLog,
  listLocationOrders,
  listOrders,
  uploadVendorImage,
} from '@queueless/contracts';
import sharp from 'sharp';
import { createLocation, createProduct, createStaff, createUser, createVendor } from '../test/factories.js';
import { createTestApp } from '../test/harness.js';

const port = Number(process.env.PORT ?? 3280);
const only = process.env.ATTACKS?.split(',') ?? ['F4', 'F7', 'F9', 'F10', 'F11'];
const t = await createTestApp();
await t.app.listen({ port, host: '127.0.0.1' });
const base = `http://127.0.0.1:${port}`;
const vendor = await createVendor(t.app);
const location = await createLocation(t.app, vendor.vendorId);
const id = location.vendorLocationId;
const manager = await createStaff(t.app, vendor.vendorId, 'MANAGER');
const admin = await createStaff(t.app, vendor.vendorId, 'SUPER_ADMIN');
const customer = await createUser(t.app);
const product = await createProduct(t.app, id, { trackQuantity: true, quantityAvailable: 10 });
const ms = (start: number) => Math.round(performance.now() - start);
const rss = () => Math.round(process.memoryUsage().rss / 1e6);

async function timed(url: string, init?: RequestInit) {
  const start = performance.now();
  const response = await fetch(`${base}${url}`, init);
  const body = await response.text();
  return { status: response.status, ms: ms(start), bytes: body.length, body };
}

if (only.includes('F4')) {
  const header = `${'x,'.repeat(2_000_000)}x\r\n`;
  const url = endpointPath(importLocationMenu, { vendorLocationId: id }, { dryRun: 'true' });
  const ready = (async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return timed('/readyz');
  })();
  const before = rss();
  const result = await timed(url, {
    method: 'POST',
    headers: { ...manager.auth, 'content-type': 'text/csv' },
    body: header,
  });
  const readyz = await ready;
  console.log(
    `F4 2,000,000-column header (${(header.length / 1e6).toFixed(1)} MB): ${result.status} in ${result.ms} ms, ` +
      `answer ${result.bytes} bytes, /readyz meanwhile ${readyz.ms} ms, rss ${before}→${rss()} MB`,
  );
}

if (only.includes('F9')) {
  const url = endpointPath(importLocationMenu, { vendorLocationId: id });
  const body = Buffer.alloc(8 * 1024 * 1024 - 1024, 'x');
  const result = await timed(url, { method: 'POST', headers: { 'content-type': 'text/csv' }, body });
  const photo = await timed(endpointPath(uploadVendorImage, { vendorId: vendor.vendorId }), {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=x' },
    body,
  });
  const before = rss();
  const thirty = await Promise.all(
    Array.from({ length: 30 }, () => timed(url, { method: 'POST', headers: { 'content-type': 'text/csv' }, body })),
  );
  console.log(
    `F9 anonymous 8 MB import: ${result.status} in ${result.ms} ms (photo upload: ${photo.status} in ${photo.ms} ms); ` +
      `30 at once: ${[...new Set(thirty.map((r) => r.status))]} in at most ${Math.max(...thirty.map((r) => r.ms))} ms, rss ${before}→${rss()} MB`,
  );
}

if (only.includes('F10')) {
  const token = Buffer.from('["2020-13-45T99:99:99Z","1"]').toString('base64url');
  const urls: [string, Record<string, string>][] = [
    [endpointPath(listLocationOrders, { vendorLocationId: id }, { nextToken: token }), manager.auth],
    [endpointPath(listOrders, { userId: customer.userId }, { nextToken: token }), customer.auth],
    [endpointPath(listAnalyticsOrders, { vendorId: vendor.vendorId }, { nextToken: token }), admin.auth],
    [endpointPath(listAuditLog, { vendorId: vendor.vendorId }, { nextToken: token }), admin.auth],
  ];
  for (const [url, headers] of urls) {
    const result = await timed(url, { headers });
    console.log(`F10 crafted page token on ${url.split('?')[0]}: ${result.status}`);
  }
}

if (only.includes('F11')) {
  const url = endpointPath(changeProductStock, { vendorLocationId: id, productId: product.productId });
  const statuses: number[] = [];
  for (let round = 0; round < 3; round++) {
    const result = await timed(url, {
      method: 'POST',
      headers: { ...manager.auth, 'content-type': 'application/json' },
      body: JSON.stringify({ adjust: 1_000_000, reason: 'attack' }),
    });
    statuses.push(result.status);
  }
  const menu = await timed(endpointPath(getLocationProducts, { vendorLocationId: id }));
  const stock = JSON.parse(menu.body).items[0].quantity.available;
  console.log(`F11 adjust +1,000,000 three times from 10: ${statuses.join(', ')}; stock now ${stock}`);
}

if (only.includes('F7')) {
  // 40 MP (7300×5475), the most a photo may have, as a JPEG of smooth
  // noise (a small random image blown up), so it stays under the 10 MB upload limit.
  const noise = Buffer.from(Array.from({ length: 73 * 55 * 3 }, () => Math.floor(Math.random() * 256)));
  const photo = await sharp(noise, { raw: { width: 73, height: 55, channels: 3 } })
    .resize(7300, 5475, { kernel: 'linear' })
    .jpeg({ quality: 92 })
    .toBuffer();
  const menuUrl = endpointPath(getLocationProducts, { vendorLocationId: id });
  const small = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#a37' } })
    .png()
    .toBuffer();
  const upload = async (bytes: Buffer) => {
    const form = new FormData();
    form.append('file', new Blob([bytes], { type: 'image/jpeg' }), 'photo.jpg');
    return timed(endpointPath(uploadVendorImage, { vendorId: vendor.vendorId }), {
      method: 'POST',
      headers: manager.auth,
      body: form,
    });
  };
  const file = JSON.parse((await upload(small)).body).imageUrl as string;
  const sample = async (count: number) => {
    const latencies: number[] = [];
    for (let i = 0; i < count; i++) {
      latencies.push((await timed(menuUrl)).ms, (await timed(file)).ms);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return latencies.sort((a, b) => a - b);
  };
  const quiet = await sample(10);
  let done = false;
  const start = performance.now();
  const uploads = Promise.all(Array.from({ length: 6 }, () => upload(photo))).finally(() => {
    done = true;
  });
  const busy: number[] = [];
  while (!done) busy.push(...(await sample(1)));
  const results = await uploads;
  busy.sort((a, b) => a - b);
  const pick = (list: number[], q: number) => list[Math.min(list.length - 1, Math.floor(list.length * q))];
  console.log(
    `F7 six parallel 40 MP uploads (${(photo.length / 1e6).toFixed(1)} MB each): ${results.map((r) => r.status)} in ${ms(start)} ms; ` +
      `menu + photo GETs quiet median ${pick(quiet, 0.5)} ms, during median ${pick(busy, 0.5)} ms, p95 ${pick(busy, 0.95)} ms, ` +
      `max ${busy.at(-1)} ms (${busy.length} requests)`,
  );
}

// HOLD_MS: keep serving a while for attacks from outside this process (curl), printing where to aim them.
if (process.env.HOLD_MS) {
  console.log(`holding ${base} import=${endpointPath(importLocationMenu, { vendorLocationId: id })}`);
  await new Promise((resolve) => setTimeout(resolve, Number(process.env.HOLD_MS)));
}
await t.close();
