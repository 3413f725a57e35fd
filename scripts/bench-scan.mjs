#!/usr/bin/env node
// `npm run bench:scan`: how long a staff phone takes from a pickup QR code in front of its camera to the order shown
// completed. Starts the server as the e2e journeys do (fresh embedded database, demo seed, simulated payments, the
// production web build), pays N orders of a cola through the API (no ID check to wait on), then for each one puts its QR code in front of a fake camera
// (Chromium playing a Y4M file, e2e/fake-camera.ts) and opens the staff scan page.
//
// Start mark: the scanner's <video> fires 'playing', i.e. the camera stream is live and its first frame (already
// showing the order's code) can be read. The decode loop starts on that same tick.
// End mark: the first animation frame after the staff order page's status reads 'Completed', i.e. the frame that
// paints it. Between them: frame grabs and decoding (ZXing in a worker), the move to the order page, reading the
// order, completing it, reading it again and rendering. Both marks are performance.now() in the page, so the test
// driver's own overhead is not counted. Each order opens the scan page afresh (a full page load); one warm-up order
// before them is not counted. The budget (p95 ≤ 500 ms) is judged on a plain run; a second pass with the CPU slowed
// 4× (as Lighthouse's mobile profile does) shows the headroom on a phone.
//
// Needs the web build (`npm run bench:scan` builds first). Options: --orders N (default 20), --port P (default 3101).
// Run with `node --import tsx`, which lets it use the e2e helpers written in TypeScript.
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createPaidOrder, getOrder, sessionStorageState, signInByApi } from '../e2e/api.ts';
import { FakeCamera, renderQrCode } from '../e2e/fake-camera.ts';
import { startBenchServer } from './lib/bench-server.mjs';
import { nearestRank } from './lib/percentile.mjs';

const { values: options } = parseArgs({
  options: { orders: { type: 'string', default: '20' }, port: { type: 'string', default: '3101' } },
});
const orderCount = Number(options.orders);
const port = Number(options.port);
const base = `http://localhost:${port}`;
const budgetMs = 500;
const staffPhone = '+12135550104';
const customerPhone = '+12135550120';
const location = 'AD708';
/** The pickup code is the bare order id at error-correction level L, as the customer's order page draws it. */
const pickupCode = (orderId) => renderQrCode(orderId, { errorCorrectionLevel: 'L' });

/** Runs in every page: the start and end marks (see the note at the top), and when the scanner left for the order. */
function recordScanMarks() {
  const marks = { playing: null, decoded: null, completed: null };
  Object.defineProperty(window, '__scanMarks', { value: marks });
  document.addEventListener(
    'playing',
    (event) => {
      if (event.target instanceof HTMLVideoElement && marks.playing === null) marks.playing = performance.now();
    },
    true,
  );
  const pushState = history.pushState.bind(history);
  history.pushState = (...args) => {
    if (marks.playing !== null && marks.decoded === null) marks.decoded = performance.now();
    pushState(...args);
  };
  let isPainting = false;
  new MutationObserver(() => {
    if (isPainting || marks.playing === null) return;
    if (document.querySelector('[data-testid="order-status"]')?.textContent !== 'Completed') return;
    isPainting = true;
    requestAnimationFrame(() => {
      marks.completed = performance.now();
    });
  }).observe(document, { subtree: true, childList: true, characterData: true });
}

const ms = (value) => `${Math.round(value)} ms`;

async function scanOnce(page, camera, order) {
  camera.show(pickupCode(order.orderId));
  await page.goto(`/staff/location/${location}/scan`);
  await page.waitForFunction(() => window.__scanMarks.completed !== null, null, { timeout: 20_000 });
  const marks = await page.evaluate(() => window.__scanMarks);
  const path = new URL(page.url()).pathname;
  if (path !== `/staff/location/${location}/order/${order.orderId}`) {
    throw new Error(`The scanner opened ${path}, not order ${order.orderId}.`);
  }
  return {
    total: marks.completed - marks.playing,
    decode: marks.decoded - marks.playing,
    orderPage: marks.completed - marks.decoded,
  };
}

/** One pass: a warm-up order, then `orderCount` measured ones, each with a fresh load of the scan page. */
async function measurePass(camera, staff, orders, cpuSlowdown) {
  const context = await camera.newPhone({ storageState: sessionStorageState(base, staff) });
  await context.addInitScript(recordScanMarks);
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const devtools = await context.newCDPSession(page);
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  const [warmUp, ...measured] = orders;
  const first = await scanOnce(page, camera, warmUp);
  const runs = [];
  for (const order of measured) runs.push(await scanOnce(page, camera, order));
  await context.close();

  const sorted = (key) => runs.map((run) => run[key]).sort((a, b) => a - b);
  const stats = (key) => ({
    p50: nearestRank(sorted(key), 0.5),
    p95: nearestRank(sorted(key), 0.95),
    max: sorted(key).at(-1),
  });
  return { first: first.total, total: stats('total'), decode: stats('decode'), orderPage: stats('orderPage') };
}

function describePass(title, pass, withBudget) {
  const { total, decode, orderPage } = pass;
  const verdict = withBudget ? ` (budget p95 ≤ ${budgetMs} ms): ${total.p95 <= budgetMs ? 'PASS' : 'FAIL'}` : '';
  return [
    `- ${title}: p50 ${ms(total.p50)}, p95 ${ms(total.p95)}, max ${ms(total.max)}${verdict}`,
    `  - camera live → code read, order page opening: p50 ${ms(decode.p50)}, p95 ${ms(decode.p95)}`,
    `  - order page → completed and painted: p50 ${ms(orderPage.p50)}, p95 ${ms(orderPage.p95)}`,
    `  - the warm-up scan (first page load of the pass, not counted): ${ms(pass.first)}`,
  ];
}

/** The budget applies to the plain run; the second pass shows the headroom on a phone-class CPU. */
const slowdowns = [1, 4];

const server = await startBenchServer({ port, name: 'bench-scan' });
let camera;
try {
  const staff = await signInByApi(base, staffPhone);
  const customer = await signInByApi(base, customerPhone);
  const orders = [];
  // A cola: an order with an alcoholic item waits on the scanning staff's ID check (issue 39) and is not completed by
  // the scan alone, which is what this times.
  const cartItems = [{ productId: 'AD708-COLA', quantity: 1 }];
  for (let i = 0; i < slowdowns.length * (orderCount + 1); i++) {
    orders.push(await createPaidOrder(base, customer, { cartItems }));
  }

  camera = await FakeCamera.launch(base, pickupCode(orders[0].orderId));
  const passes = [];
  for (const [index, slowdown] of slowdowns.entries()) {
    const batch = orders.slice(index * (orderCount + 1), (index + 1) * (orderCount + 1));
    passes.push(await measurePass(camera, staff, batch, slowdown));
  }

  const states = await Promise.all(orders.map((order) => getOrder(base, staff, order.orderId)));
  const notCompleted = states.filter((order) => order.status !== 'COMPLETE');
  if (notCompleted.length > 0) throw new Error(`${notCompleted.length} scanned orders are not COMPLETE.`);

  const [plain, slowed] = passes;
  const isPass = plain.total.p95 <= budgetMs;
  const lines = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench:scan\`: N = ${orderCount} paid orders per pass (after 1 warm-up), each scanned by a fresh load of /staff/location/${location}/scan as the STAFF role, headless Chromium at 390×844, a fake camera (640×480 Y4M at 10 fps) showing the order's QR code; production build, PGlite, this machine.`,
    '',
    "Start: the scanner's `<video>` fires `playing` (camera live, the code already in front of it). End: the animation frame that paints the order page's status 'Completed'. Both are `performance.now()` in the page.",
    '',
    ...describePass('Scan to completed', plain, true),
    ...describePass('The same with the CPU slowed 4× (DevTools throttling, a mid-range phone)', slowed, false),
    `- Every scanned order (${orders.length}) is COMPLETE in the database afterwards.`,
  ];
  console.log(lines.join('\n'));
  const doc = 'docs/benchmarks.md';
  const section = `<!-- BENCH:SCAN:START -->\n${lines.join('\n')}\n<!-- BENCH:SCAN:END -->`;
  const text = readFileSync(doc, 'utf8');
  writeFileSync(
    doc,
    text.includes('<!-- BENCH:SCAN:START -->')
      ? text.replace(/<!-- BENCH:SCAN:START -->[\s\S]*<!-- BENCH:SCAN:END -->/, () => section)
      : `${text.trimEnd()}\n\n## Staff scan: QR code to completed order\n\n${section}\n`,
  );
  process.exitCode = isPass ? 0 : 1;
} finally {
  await camera?.close();
  await server.stop();
}
