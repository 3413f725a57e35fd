#!/usr/bin/env node
// `npm run operator | content | leads | backup | restore | db:migrate | db:seed`: runs one of the server's built
// commands (apps/server/dist/<name>.js) with plain Node, so they work on a production install (`npm ci --omit=dev`,
// no tsx) and in the image (decision 082). Where the sources sit beside the build and changed since, it builds the
// server first, as `npm start` does; a production install without the build tools says so instead of failing on tsx.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildState, builds, canBuild, repoRoot, runBuild } from './builds.mjs';

const [entry, ...args] = process.argv.slice(2);
const server = builds.find((build) => build.workspace === '@queueless/server');
const state = buildState(server);
const command = join(repoRoot, 'apps/server/dist', `${entry}.js`);
// Progress goes to the standard error: `npm run leads -- --csv > leads.csv` keeps only the CSV.
if (state === 'missing' || state === 'stale') {
  if (canBuild(server)) {
    console.error(`Building the server (${state === 'missing' ? 'no build yet' : 'its sources changed'})…`);
    runBuild(server, { quiet: true });
  } else if (existsSync(command)) {
    console.error('The server sources changed since its build, and this install has no build tools: using the build.');
  } else {
    console.error('No server build here: run `npm ci && npm run build` first (then `npm ci --omit=dev` to slim down).');
    process.exit(1);
  }
}
const result = spawnSync(process.execPath, [command, ...args], { stdio: 'inherit' });
process.exit(result.status ?? 1);
