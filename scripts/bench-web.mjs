#!/usr/bin/env node
// `npm run bench:web`: the menu page's first-load JavaScript (every script fetched before it is
// interactive, gzip) and its Lighthouse mobile performance score, in headless Chromium against the
// production build served by our own server on a fresh embedded database.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

// BENCH_WEB_PORT: another port where another run holds 3950; WEB_DIST_DIR: another build (the server serves it too).
const port = Number(process.env.BENCH_WEB_PORT ?? 3950);
const base = `http://localhost:${port}`;
const page = process.argv[2] ?? '/location/AD708';
const budgetKb = 110;
const minScore = 90;
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const dist = process.env.WEB_DIST_DIR ?? 'apps/web/dist';

// Node itself (not npx, whose children outlive a SIGTERM to it), so the server stops with the script.
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  env: {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: '',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'queueless-bench-web-')),
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
    if (i > 120) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 500));
  }
  // Warm the server so the first Lighthouse load is not the first request.
  await fetch(`${base}${page}`);

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
  const rows = scripts.map((r) => {
    const path = new URL(r.url).pathname;
    const gzip = gzipSync(readFileSync(join(dist, path)), { level: 9 }).length;
    return { path, gzip, transferred: r.transferSize };
  });
  const totalKb = rows.reduce((sum, r) => sum + r.gzip, 0) / 1000;
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
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${page}, production build, Lighthouse ${lhr.lighthouseVersion} mobile (simulated slow 4G, 4× CPU slowdown), headless Chromium; the metrics are those of the median run.`,
    '',
    `- First-load JavaScript: ${totalKb.toFixed(1)} kB gzip in ${rows.length} scripts (budget ${budgetKb} kB): ${totalKb <= budgetKb ? 'PASS' : 'FAIL'}`,
    ...rows.map(
      (r) =>
        `  - ${r.path}: ${(r.gzip / 1000).toFixed(1)} kB gzip (${(r.transferred / 1000).toFixed(1)} kB sent, brotli)`,
    ),
    `- Lighthouse performance: ${score}, the median of ${runs} runs (${reports.map(scoreOf).join(', ')}) (goal ≥ ${minScore}): ${score >= minScore ? 'PASS' : 'FAIL'}`,
    ...metrics.map((m) => `  - ${m}`),
    '- What the load does to a tap (Lighthouse has no INP for a page load; these are its stand-ins):',
    ...tapFigures.map((m) => `  - ${m}`),
  ];
  console.log(lines.join('\n'));
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
  server.kill('SIGTERM');
}
