#!/usr/bin/env node
// `npm start`: builds what changed since the last build (and says what it reuses), then runs the server's build.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildState, builds, repoRoot, runBuild } from './builds.mjs';

for (const build of builds) {
  const state = buildState(build);
  if (state === 'current' || state === 'prebuilt') {
    console.log(
      `Using the ${build.name} built in ${build.dist} (${state === 'current' ? 'its sources have not changed' : 'built elsewhere'}).`,
    );
  } else {
    console.log(`Building the ${build.name} (${state === 'missing' ? 'no build yet' : 'its sources changed'})…`);
    runBuild(build);
  }
}

const server = spawn(process.execPath, [join(repoRoot, 'apps/server/dist/main.js')], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
