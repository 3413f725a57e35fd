#!/usr/bin/env node
// `npm run bench:web`: the menu page's first-load JavaScript (gzip) and its Lighthouse mobile performance score, in
// headless Chromium against the production build served by our own server on a fresh embedded database.
// The first load is what the page needs before it answers a tap: the scripts its HTML names and their static imports.
// On a server-drawn menu that is the first script alone; the app's code it fetches afterwards, in idle time while the
// person reads (decision 098), is printed on a line of its own, so nobody takes one figure for the other.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';

// BENCH_WEB_PORT: another port where another run holds 3950; WEB_DIST_DIR: another build (the server serves it too).
const port = Number(process.env.BENCH_WEB_PORT ?? 3950);
const base = `http://localhost:${port}`;
// `--json FILE`: the median run's whole Lighthouse report saved there too (what the LCP waited for, every request).
const jsonAt = process.argv.indexOf('--json');
const jsonFile = jsonAt === -1 ? null : process.argv[jsonAt + 1];
const args =
  jsonAt === -1 ? process.argv.slice(2) : process.argv.slice(2).filter((_, i) => i !== jsonAt - 2 && i !== jsonAt - 1);
const page = args[0] ?? '/location/AD708';
const budgetKb = 90;
const minScore = 90;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const dist = process.env.WEB_DIST_DIR ?? 'apps/web/dist';
// BENCH_WEB_CPU: Lighthouse's CPU slowdown (default its mobile 4×). Its simulated phone is this machine's CPU that many
// times slower, so a fast machine emulates a fast phone: raise it until the phone's benchmark index (this machine's
// divided by the slowdown, printed) is in the 200–350 a low-end phone scores (issue 45).
const cpuSlowdown = Number(process.env.BENCH_WEB_CPU ?? 4);

// Node itself (not npx, whose children outlive a SIGTERM to it), so the server stops with the script. Its embedded
// database lives in a temporary folder, deleted once the server has exited.
const dataDir = mkdtempSync(join(tmpdir(), 'queueless-bench-web-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
  },
  stdio: 'ignore',
});
try {
  for (let i = 0; ; i++) {
    const ready = await fetch(`${base}/readyz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ready) break;
    if (i > 360) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  // Warm the server so the first Lighthouse load is not the first request; its HTML names the first load's scripts.
  const html = await (await fetch(`${base}${page}`)).text();
  const firstLoad = firstLoadScripts(html);

  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // One Lighthouse run swings by several points on a shared machine; as Lighthouse advises, the
  // score is the median of several runs, and the report is that median run's.
  const reports = [];
  try {
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
      });
      reports.push(result.lhr);
    }
  } finally {
    await chrome.kill();
  }
  const scoreOf = (report) => Math.round((report.categories.performance.score ?? 0) * 100);
  const sorted = [...reports].sort((a, b) => scoreOf(a) - scoreOf(b));
  const lhr = sorted[Math.floor(sorted.length / 2)];
  const score = scoreOf(lhr);
  const requests = lhr.audits['network-requests'].details.items;
  const scripts = requests.filter((r) => r.resourceType === 'Script' && r.url.startsWith(base));
  const row = (path, transferred) => ({
    path,
    gzip: gzipSync(readFileSync(join(dist, path)), { level: 9 }).length,
    transferred,
  });
  const sent = new Map(scripts.map((r) => [new URL(r.url).pathname, r.transferSize]));
  // Every file the HTML needs counts, even one the browser took from elsewhere (none should be).
  // A script the server put in the page (the menu's first script, decision 103) counts too: its code is sent in the HTML.
  const rows = [...firstLoad.map((path) => row(path, sent.get(path) ?? 0)), ...inlineScripts(html)];
  const later = [...sent].filter(([path]) => !firstLoad.includes(path)).map(([path, size]) => row(path, size));
  const kbOf = (list) => list.reduce((sum, r) => sum + r.gzip, 0) / 1000;
  const totalKb = kbOf(rows);
  const metrics = [
    'first-contentful-paint',
    'largest-contentful-paint',
    'total-blocking-time',
    'cumulative-layout-shift',
    'speed-index',
  ].map((id) => `${lhr.audits[id].title}: ${lhr.audits[id].displayValue}`);
  // What the page's load does to a tap (issue 45): a navigation has no interaction, so no INP; Lighthouse's stand-ins
  // are the total blocking time and the max potential first input delay (the longest task after the first paint),
  // with the main thread's busy time and the time to interactive beside them, each over every run.
  const tapFigures = [
    'total-blocking-time',
    'max-potential-fid',
    'interactive',
    'mainthread-work-breakdown',
    'bootup-time',
  ]
    .filter((id) => lhr.audits[id]?.numericValue !== undefined)
    .map((id) => {
      const values = reports.map((report) => Math.round(report.audits[id]?.numericValue ?? Number.NaN));
      return `${lhr.audits[id].title}: ${lhr.audits[id].displayValue} (every run: ${values.join(', ')} ms)`;
    });

  const lines = [
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${page}, production build, Lighthouse ${lhr.lighthouseVersion} mobile (simulated slow 4G, ${cpuSlowdown}× CPU slowdown: the phone it stands for scores ${reports.map((report) => Math.round(report.environment.benchmarkIndex / cpuSlowdown)).join(', ')} on Lighthouse's benchmark index), headless Chromium; the metrics are those of the median run.`,
    '',
    `- First-load JavaScript (the HTML's scripts and their static imports, before a tap is answered): ${totalKb.toFixed(1)} kB gzip in ${rows.length} scripts (budget ${budgetKb} kB): ${totalKb <= budgetKb ? 'PASS' : 'FAIL'}`,
    ...rows.map(scriptLine),
    `- The app's code, fetched after the first load (in idle time, decision 098): ${kbOf(later).toFixed(1)} kB gzip in ${later.length} scripts`,
    ...later.map(scriptLine),
    `- Lighthouse performance: ${score}, the median of ${runs} runs (${reports.map(scoreOf).join(', ')}) (goal ≥ ${minScore}): ${score >= minScore ? 'PASS' : 'FAIL'}`,
    ...metrics.map((m) => `  - ${m}`),
    '- What the load does to a tap (Lighthouse has no INP for a page load; these are its stand-ins):',
    ...tapFigures.map((m) => `  - ${m}`),
  ];
  console.log(lines.join('\n'));
  if (jsonFile) writeFileSync(jsonFile, JSON.stringify(lhr, null, 2));
  const doc = 'docs/benchmarks.md';
  const text = readFileSync(doc, 'utf8');
  const section = `<!-- BENCH:WEB -->\n${lines.join('\n')}\n<!-- /BENCH:WEB -->`;
  writeFileSync(
    doc,
    text.includes('<!-- BENCH:WEB -->')
      ? text.replace(/<!-- BENCH:WEB -->[\s\S]*<!-- \/BENCH:WEB -->/, section)
      : `${text}\n## Menu page: first-load JavaScript and Lighthouse\n\n${section}\n`,
  );
  process.exitCode = totalKb <= budgetKb && score >= minScore ? 0 : 1;
} finally {
  const exited = server.exitCode === null ? new Promise((resolve) => server.once('exit', resolve)) : null;
  server.kill('SIGTERM');
  await exited;
  rmSync(dataDir, { recursive: true, force: true });
}

function scriptLine(r) {
  if (r.inline) return `  - ${r.path}: ${(r.gzip / 1000).toFixed(1)} kB gzip (sent inside the HTML)`;
  return `  - ${r.path}: ${(r.gzip / 1000).toFixed(1)} kB gzip (${(r.transferred / 1000).toFixed(1)} kB sent, brotli)`;
}

/** The scripts whose code is in the page itself (not JSON data), each gzipped alone, as the budget counts a file. */
function inlineScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(
      ([, attributes, code]) =>
        !/\bsrc=/.test(attributes) && !/type="application\/json"/.test(attributes) && code.trim(),
    )
    .map(([, attributes, code]) => ({
      path: `the page's inline <script${attributes.match(/\sdata-app\b/) ? ' data-app' : ''}>`,
      gzip: gzipSync(code, { level: 9 }).length,
      inline: true,
    }));
}

/** The scripts a page's HTML names (module scripts, module preloads) with their static imports, from the build's manifest. */
function firstLoadScripts(html) {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
  const importsOf = new Map(
    Object.values(manifest).map((chunk) => [
      `/${chunk.file}`,
      (chunk.imports ?? []).map((key) => `/${manifest[key]?.file}`),
    ]),
  );
  const named = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"|<link rel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map(
    (match) => match[1] ?? match[2],
  );
  const files = new Set();
  const visit = (path) => {
    if (files.has(path)) return;
    files.add(path);
    for (const child of importsOf.get(path) ?? []) visit(child);
  };
  for (const path of named) if (path.startsWith('/assets/')) visit(path);
  return [...files];
}
