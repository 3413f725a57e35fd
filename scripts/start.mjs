#!/usr/bin/env node
// `npm start`: builds what changed since the last build (one line for each, the build's own output only when it
// fails), says what it reuses, then runs the server's build.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildState, builds, canBuild, repoRoot, runBuild } from './builds.mjs';

for (const build of builds) {
  const state = buildState(build);
  if (state === 'current' || state === 'prebuilt') {
    console.log(
      `Using the ${build.name} built in ${build.dist} (${state === 'current' ? 'its sources have not changed' : 'built elsewhere'}).`,
    );
  } else if (state === 'stale' && !canBuild(build)) {
    // A production install (`npm ci --omit=dev`) has no build tools: the build it has is the one to run.
    console.log(`Using the ${build.name} built in ${build.dist} (its sources changed, but this install cannot build).`);
  } else {
    const started = Date.now();
    process.stdout.write(
      `Building the ${build.name} (${state === 'missing' ? 'no build yet' : 'its sources changed'})…`,
    );
    runBuild(build, { quiet: true });
    console.log(` done in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
  }
}

const server = spawn(process.execPath, [join(repoRoot, 'apps/server/dist/main.js')], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
