#!/usr/bin/env node
// The lockfile installs cleanly on every Node the project claims (package.json `engines.node`):
// no locked package asks for a newer Node than the floor (npm's EBADENGINE warning), and `npm ls` finds no
// package outside its parent's range or our `overrides` (the "invalid" mark). Exits non-zero naming each one.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import semver from 'semver';

const root = JSON.parse(readFileSync('package.json', 'utf8'));
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const floor = semver.minVersion(root.engines.node).version;
const problems = [];

for (const [path, entry] of Object.entries(lock.packages)) {
  const wanted = entry.engines?.node;
  if (!path || !wanted || entry.link) continue;
  if (!semver.satisfies(floor, wanted, { includePrerelease: true })) {
    problems.push(
      `${path.replace(/^.*node_modules\//, '')}@${entry.version} needs Node ${wanted}, the floor is ${floor}`,
    );
  }
}

const ls = spawnSync('npm', ['ls', '--all', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
for (const line of JSON.parse(ls.stdout || '{}').problems ?? []) problems.push(`npm ls: ${line}`);

if (problems.length > 0) {
  console.error(`The lockfile does not fit engines.node ${root.engines.node}:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`Lockfile fits Node ${root.engines.node}: no engine mismatch, npm ls clean.`);
