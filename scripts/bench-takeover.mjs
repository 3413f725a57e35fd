#!/usr/bin/env node
// `npm run bench:takeover` (issue 45, decision 102): what a cold load of the menu does to a tap, for a returning
// signed-in customer, on the benchmark's phone (150 ms round trip, 1.6 Mbps down, CPU --cpu × slower, default 7, which
// puts this machine's CPU in the 200–350 benchmark-index range; see docs/benchmarks.md). Per load, from the
// page's own clock: when Add is drawn and answerable (the first script listening), when the app has taken over (the
// first script stopped), the first contentful paint, the blocking time after it (each long task's time over 50 ms, as
// Lighthouse's Total Blocking Time counts it, to the takeover and a moment after) and the longest task after the load.
// The server draws the menu a few times first, as a venue's has. With --order-now, each load instead taps Add the
// moment it answers and Order Now the moment it shows (a quick person, before the app has taken over: the first
// script keeps that tap) and times Order Now to an answerable Checkout on the review. Options: --runs N (default 6),
// --port P (3104), --cpu N, --order-now. Run with `node --import tsx` (npm run bench:takeover builds first).
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { sessionStorageState, signInByApi } from '../e2e/api.ts';
import { chromiumArgs, chromiumPath, phone } from '../e2e/chromium.ts';
import { startBenchServer } from './lib/bench-server.mjs';
import { emulatePhone } from './lib/phone.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '6' },
    port: { type: 'string', default: '3104' },
    cpu: { type: 'string', default: '7' },
    'order-now': { type: 'boolean', default: false },
  },
});
const base = `http://localhost:${options.port}`;
const location = 'AD708';

/** In the page from its first moment: long tasks, and each frame's look at Add and at the first script's state. */
function observe() {
  const seen = { long: [], marks: {} };
  window.__benchTakeover = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.long.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  const frame = () => {
    const add = document.querySelector('button[data-add="AD708-LAGER"]');
    const now = performance.now();
    const first = window.__qlTaps;
    if (add && !seen.marks.addDrawn) seen.marks.addDrawn = now;
    if (add && first?.answers(add) && !seen.marks.addAnswers) seen.marks.addAnswers = now;
    if (first?.state === 'stopped' && !seen.marks.takeover) seen.marks.takeover = now;
    if (!seen.marks.takeover) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  addEventListener('load', () => {
    seen.marks.load = performance.now();
  });
  // Seen this session (the bench measures the menu, not the 21+ notice).
  sessionStorage.setItem('ql.alcoholWarningShown', 'true');
}

/** A trusted touch at the centre of the element. */
async function touch(devtools, locator) {
  const box = await locator.boundingBox();
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await devtools.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await devtools.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/** Add the moment it answers, Order Now the moment it shows; from that tap to the review's Checkout answerable. */
async function quickOrderNow(page, devtools) {
  await page.waitForFunction(() => window.__benchTakeover?.marks.addAnswers);
  await touch(devtools, page.locator('button[data-add="AD708-LAGER"]'));
  const orderNow = page.locator('a[data-slot="order"]');
  await orderNow.waitFor({ state: 'visible' });
  const tapped = await page.evaluate(() => performance.now());
  await touch(devtools, orderNow);
  const wasKept = await page.evaluate(() => window.__qlTaps?.state !== 'stopped');
  await page.waitForFunction(
    () =>
      [...document.querySelectorAll('button')].some(
        (button) => /^Checkout/.test(button.textContent.trim()) && !button.disabled,
      ),
    null,
    { timeout: 60_000 },
  );
  return { orderNow: (await page.evaluate(() => performance.now())) - tapped, wasKept };
}

const server = await startBenchServer({ port: Number(options.port), name: 'bench-takeover' });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
const rows = [];
try {
  for (let i = 0; i < 3; i++) await (await fetch(`${base}/location/${location}`)).text();
  const customer = await signInByApi(base, '+12135550160');
  for (let run = 0; run < Number(options.runs); run++) {
    const context = await browser.newContext({
      ...phone,
      baseURL: base,
      storageState: sessionStorageState(base, customer),
      serviceWorkers: 'block',
    });
    await context.addCookies([{ name: 'ql_21', value: '1', url: base }]);
    await context.addInitScript(observe);
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    await emulatePhone(devtools, Number(options.cpu));
    await page.goto(`/location/${location}`, { waitUntil: 'commit' });
    if (options['order-now']) {
      rows.push(await quickOrderNow(page, devtools));
      await context.close();
      continue;
    }
    await page.waitForFunction(() => window.__benchTakeover?.marks.takeover, null, { timeout: 60_000 });
    // What the takeover's commit leaves to run (effects, the device's session drawn) lands in the next moments.
    await page.waitForTimeout(1_500);
    rows.push(
      await page.evaluate(() => {
        const { long, marks } = window.__benchTakeover;
        const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
        const blocking = long
          .filter(([start]) => start >= paint)
          .reduce((sum, [, ms]) => sum + Math.max(ms - 50, 0), 0);
        const longest = Math.max(0, ...long.filter(([start]) => start >= (marks.load ?? 0)).map(([, ms]) => ms));
        return { ...marks, paint, blocking, longest };
      }),
    );
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const ms = (value) => (value === undefined ? '—' : `${Math.round(value)} ms`);
if (options['order-now']) {
  console.log(
    `A quick Order Now on cold loads of /location/${location}, signed in, CPU ${options.cpu}×, 150 ms, 1.6 Mbps:`,
  );
  console.log('| load | Order Now → Checkout answerable | the tap kept by the first script |');
  console.log('| ---: | ---: | --- |');
  for (const [index, row] of rows.entries()) {
    console.log(`| ${index + 1} | ${ms(row.orderNow)} | ${row.wasKept ? 'yes' : 'no'} |`);
  }
  process.exit(0);
}
console.log(
  `Cold loads of /location/${location} by a signed-in customer, CPU ${options.cpu}×, 150 ms, 1.6 Mbps (page clock):`,
);
console.log(
  '| load | first paint | Add answerable | taken over | blocking time after the paint | longest task after load |',
);
console.log('| ---: | ---: | ---: | ---: | ---: | ---: |');
rows.forEach((row, index) => {
  console.log(
    `| ${index + 1} | ${ms(row.paint)} | ${ms(row.addAnswers)} | ${ms(row.takeover)} | ${ms(row.blocking)} | ${ms(row.longest)} |`,
  );
});
