#!/usr/bin/env node
// Writes .br and .gz beside every text asset of a build, so the server sends compressed files
// without compressing on each request (see apps/server/src/plugins/web.ts, preCompressed).
// Brotli at quality 11 takes seconds, so each result is kept in node_modules/.cache by the source's hash:
// a build whose files did not change (every `npm start` rebuilds) copies them instead of compressing again.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = process.argv[2] ?? 'dist';
const compressible = /\.(js|mjs|css|html|svg|json|wasm|txt|webmanifest)$/;
const cacheDir = join(dirname(fileURLToPath(import.meta.url)), '..', 'node_modules', '.cache', 'queueless-compressed');
mkdirSync(cacheDir, { recursive: true });
let compressed = 0;
let reused = 0;

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (compressible.test(name)) compress(path);
  }
}

function compress(path) {
  const source = readFileSync(path);
  if (source.length < 512) return;
  const key = join(cacheDir, createHash('sha256').update(source).digest('hex'));
  if (existsSync(`${key}.gz`) && existsSync(`${key}.br`)) {
    copyFileSync(`${key}.gz`, `${path}.gz`);
    copyFileSync(`${key}.br`, `${path}.br`);
    reused += 1;
    return;
  }
  const gz = gzipSync(source, { level: 9 });
  const br = brotliCompressSync(source, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
  writeFileSync(`${path}.gz`, gz);
  writeFileSync(`${path}.br`, br);
  // Renamed into place whole, so an interrupted run never leaves a half file to reuse.
  writeFileSync(`${key}.gz.tmp`, gz);
  writeFileSync(`${key}.br.tmp`, br);
  renameSync(`${key}.gz.tmp`, `${key}.gz`);
  renameSync(`${key}.br.tmp`, `${key}.br`);
  compressed += 1;
}

const started = performance.now();
walk(root);
console.log(
  `compress-dist: ${compressed} compressed, ${reused} reused from the cache (${((performance.now() - started) / 1000).toFixed(1)} s)`,
);
