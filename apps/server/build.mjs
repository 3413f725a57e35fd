#!/usr/bin/env node
// `npm run build -w @queueless/server`: the server and its commands (db, content, leads, backup, operator) as plain
// JavaScript in apps/server/dist, so production runs `node apps/server/dist/main.js` and `npm run operator` without a
// TypeScript loader (tsx is a devDependency, gone after `npm ci --omit=dev`; decision 082). Our own workspace packages (contracts) are
// bundled in; every npm dependency stays an import, installed by `npm ci --omit=dev`.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = dirname(fileURLToPath(import.meta.url));
// `node build.mjs [outdir]`: another folder for a test's own build (apps/server/src/tracing.test.ts); it must sit
// under apps/server, so the bundle's imports find the installed packages.
const dist = process.argv[2] ? resolve(process.argv[2]) : join(root, 'dist');
const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const external = Object.keys(dependencies).filter((name) => !name.startsWith('@queueless/'));

rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/main.ts',
    'db-cli': 'src/db/cli.ts',
    'content-cli': 'src/modules/content/content-cli.ts',
    'leads-cli': 'src/modules/leads/leads-cli.ts',
    'print-agent': 'src/print-agent/cli.ts',
    'backup-cli': 'src/db/backup-cli.ts',
    'operator-cli': 'src/modules/operators/operator-cli.ts',
    // The stack's smoke test (docs/deploy.md §2), runnable from the image.
    'smoke-order': '../../deploy/smoke-order.ts',
  },
  outdir: dist,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  external,
  sourcemap: true,
  logLevel: 'warning',
  // Chunks stay beside the entries: code that finds files from its own place (import.meta.url) sits at the same depth
  // as in src/ (src/config.ts, src/app.ts) or finds what the build copies beside it (migrations/).
  chunkNames: '[name]-[hash]',
});
// The migrations are read at run time from beside the code that runs them (src/db/migrate.ts: its folder's migrations/).
cpSync(join(root, 'src/db/migrations'), join(dist, 'migrations'), { recursive: true });
console.log(`Server built to ${dist}`);
