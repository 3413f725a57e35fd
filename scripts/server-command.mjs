#!/usr/bin/env node
// `npm run backup` / `npm run restore`: runs one of the server's built commands (apps/server/dist/<name>.js), building
// the server first when its sources changed, as `npm start` does. In an image (no sources) the build is used as is.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildState, builds, repoRoot, runBuild } from './builds.mjs';

const [entry, ...args] = process.argv.slice(2);
const server = builds.find((build) => build.workspace === '@queueless/server');
const state = buildState(server);
if (state === 'missing' || state === 'stale') {
  console.log(`Building the server (${state === 'missing' ? 'no build yet' : 'its sources changed'})…`);
  runBuild(server);
}
const result = spawnSync(process.execPath, [join(repoRoot, 'apps/server/dist', `${entry}.js`), ...args], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
