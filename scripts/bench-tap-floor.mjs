#!/usr/bin/env node
// `npm run bench:tap-floor` (issue 45): what one tap costs on the emulated phone before any of our code runs. The
// same trusted touch as `bench:journey` (DevTools' Input.dispatchTouchEvent, start and end together) on the button
// "Add House Lager" of three pages, loaded in turn and each at rest before the tap:
// - a bare page: a heading and the button, whose text changes on the tap (a frame to draw);
// - the menu's server HTML with every script taken out, the same change on the tap (the page's weight, no code);
// - the menu itself once the app has taken over (the first script stopped), its own Add.
// Each page is loaded unthrottled, then the CPU is slowed to the phone (calibrated as `bench:journey --cpu` does), and
// the tap is made a second and a half later. It prints each page's interaction latency (the longest Event Timing entry
// of the tap) with its split: input delay / processing / presentation.
//
// `node --import tsx scripts/bench-tap-floor.mjs [--runs 8] [--port 3105] [--cpu low-tier|mid-tier|N] [--trace DIR]`
// --trace writes a Chromium trace of each page's tap in the last run (DIR/<page>.json), from just before the touch.
// The figures are the phone's, not this machine's: compare the pages with each other in one run.
import { mkdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath, phone } from '../e2e/chromium.ts';
import { startBenchServer } from './lib/bench-server.mjs';
import { benchmarkIndex, calibrateCpu, calibratedPhones } from './lib/cpu-calibration.mjs';
import { nearestRank } from './lib/percentile.mjs';

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '8' },
    port: { type: 'string', default: '3105' },
    cpu: { type: 'string', default: 'low-tier' },
    trace: { type: 'string' },
  },
});
const runs = Number(options.runs);
const base = `http://localhost:${options.port}`;
const button = 'Add House Lager';

/** In every page from its first moment: each event of an interaction that Event Timing reports (16 ms or more). */
function observeTaps() {
  window.__taps = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      window.__taps.push({
        name: entry.name,
        duration: entry.duration,
        delay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
        presentation: entry.startTime + entry.duration - entry.processingEnd,
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The pages without code: the tapped button's text changes, so the tap has a frame to draw as the app's Add has. */
function answerWithText() {
  document.addEventListener(
    'click',
    (event) => {
      const target = event.target instanceof Element ? event.target.closest('button') : null;
      if (target) target.textContent = `${target.textContent} ✓`;
    },
    true,
  );
}

const server = await startBenchServer({ port: Number(options.port), name: 'bench-tap-floor' });
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
try {
  const context = await browser.newContext({ ...phone, baseURL: base, serviceWorkers: 'block' });
  // Seen this session: the 21+ notice is left out of the menu's HTML (decision 083, amended).
  await context.addCookies([{ name: 'ql_21', value: '1', url: base }]);
  await context.addInitScript(observeTaps);
  const target = calibratedPhones[options.cpu];
  const rate = target ? await calibrateCpu(context, target) : Number(options.cpu);
  const menu = await (await fetch(`${base}/location/AD708`, { headers: { cookie: 'ql_21=1' } })).text();
  const pages = [
    {
      name: 'a bare page',
      path: '/tap-floor/bare',
      html: `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Tap</title></head><body><h1>Main Bar</h1><button type="button" aria-label="${button}" style="padding:12px 24px">Add</button></body></html>`,
    },
    {
      name: 'the menu, no script',
      path: '/tap-floor/menu',
      html: menu.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, ''),
    },
    { name: 'the menu, the app', path: '/location/AD708' },
  ];
  await context.route('**/tap-floor/*', (route) => {
    const page = pages.find((candidate) => route.request().url().endsWith(candidate.path));
    return page ? route.fulfill({ contentType: 'text/html', body: page.html }) : route.continue();
  });
  const results = new Map(pages.map((page) => [page.name, []]));
  for (let run = 0; run < runs; run++) {
    for (const { name, path, html } of pages) {
      const page = await context.newPage();
      const devtools = await context.newCDPSession(page);
      if (html) await page.addInitScript(answerWithText);
      await page.goto(path);
      if (!html) await page.waitForFunction(() => window.__qlTaps?.state === 'stopped', null, { timeout: 60_000 });
      // At rest: the app's effects and idle-time fetches done, as a person reads the menu.
      await page.waitForTimeout(3000);
      await devtools.send('Emulation.setCPUThrottlingRate', { rate });
      await page.waitForTimeout(1500);
      const box = await page.getByRole('button', { name: button, exact: true }).first().boundingBox();
      if (!box) throw new Error(`${name}: no ${button} button`);
      const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      const tracePath = options.trace && run === runs - 1 ? `${options.trace}/${name.replace(/\W+/g, '-')}.json` : null;
      if (tracePath) {
        mkdirSync(options.trace, { recursive: true });
        await browser.startTracing(page, {
          path: tracePath,
          categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'],
        });
      }
      await Promise.all([
        devtools.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] }),
        devtools.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] }),
      ]);
      await page.waitForFunction(() => window.__taps.some((tap) => tap.name === 'click'), null, { timeout: 30_000 });
      // The tap's last entries (a presentation still being drawn) before reading.
      await page.waitForTimeout(500);
      if (tracePath) await browser.stopTracing();
      const taps = await page.evaluate(() => window.__taps);
      results.get(name)?.push(taps.reduce((longest, tap) => (tap.duration > longest.duration ? tap : longest)));
      // Each menu load starts with an empty cart, so Add is there again.
      await page.evaluate(() => localStorage.clear());
      await page.close();
    }
  }
  const index = await benchmarkIndex(context, rate);
  console.log(
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC with \`npm run bench:tap-floor\`: ${runs} taps per page, loads alternating, CPU ${rate}× slower (benchmark index ${index} after the runs), headless Chromium at 390×844. Latency in ms; the split is input delay / processing / presentation of the longest entry.\n`,
  );
  console.log('| page | median | p75 | worst | each tap |');
  console.log('| --- | ---: | ---: | ---: | --- |');
  for (const [name, taps] of results) {
    const sorted = taps.map((tap) => tap.duration).sort((a, b) => a - b);
    const each = taps
      .map((tap) => `${Math.round(tap.delay)}/${Math.round(tap.processing)}/${Math.round(tap.presentation)}`)
      .join(', ');
    console.log(
      `| ${name} | ${nearestRank(sorted, 0.5)} | ${nearestRank(sorted, 0.75)} | ${sorted.at(-1)} | ${each} |`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
