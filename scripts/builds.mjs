// The two builds `npm start` runs from (the web app and the server as plain JavaScript), and whether each is current:
// a build is current when a hash of its sources, written beside it when it was made, still matches them.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

const contracts = ['packages/contracts/src', 'packages/contracts/package.json'];
export const builds = [
  {
    name: 'web app',
    workspace: '@queueless/web',
    dist: 'apps/web/dist',
    // The menu page's server render (decision 074), made by the same build.
    outputs: ['apps/web/dist-ssr/entry-server.js'],
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      ...contracts,
    ],
  },
  {
    name: 'server',
    workspace: '@queueless/server',
    dist: 'apps/server/dist',
    sources: [
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/package.json',
      'deploy/smoke-order.ts',
      ...contracts,
    ],
  },
];

const STAMP = '.sources-hash';
const isSource = (path) => !/\.test\.tsx?$/.test(path);

function filesUnder(path) {
  if (!existsSync(path)) return [];
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => filesUnder(join(path, entry.name)));
}

/**
 * A hash of a build's sources (paths and contents, tests left out); null where they are not here (an image, which
 * holds the package.json files for `npm ci` but not the code: its first source folder is what must be present).
 */
export function sourcesHash(build) {
  if (!existsSync(join(repoRoot, build.sources[0]))) return null;
  const files = build.sources.flatMap((source) => filesUnder(join(repoRoot, source))).filter(isSource);
  if (files.length === 0) return null;
  const hash = createHash('sha256');
  for (const file of files) hash.update(relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex');
}

/** 'current' (built from these sources), 'stale', 'missing', or 'prebuilt' (a build without its sources beside it). */
export function buildState(build) {
  const stamp = join(repoRoot, build.dist, STAMP);
  const hash = sourcesHash(build);
  if (hash === null) return existsSync(stamp) ? 'prebuilt' : 'missing';
  if (!existsSync(stamp) || (build.outputs ?? []).some((output) => !existsSync(join(repoRoot, output)))) {
    return 'missing';
  }
  return readFileSync(stamp, 'utf8').trim() === hash ? 'current' : 'stale';
}

/** Whether this install can build a workspace: a production install (`npm ci --omit=dev`) has no build tools. */
export function canBuild(build) {
  const tool = build.workspace === '@queueless/server' ? 'esbuild' : 'vite';
  return existsSync(join(repoRoot, 'node_modules', tool, 'package.json'));
}

/**
 * Runs a workspace's build and writes the hash of the sources it was made from. `quiet` (npm start, the commands)
 * keeps the build's own output and shows it only when the build fails.
 */
export function runBuild(build, { quiet = false } = {}) {
  const hash = sourcesHash(build);
  const result = spawnSync('npm', ['run', 'build', '--silent', '-w', build.workspace], {
    cwd: repoRoot,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    if (quiet) process.stderr.write(`\n${result.stdout ?? ''}${result.stderr ?? ''}`);
    process.exit(result.status ?? 1);
  }
  if (hash) writeFileSync(join(repoRoot, build.dist, STAMP), `${hash}\n`);
}
