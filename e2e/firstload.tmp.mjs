import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
const [url, lang] = process.argv.slice(2);
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const ctx = await b.newContext({ viewport: { width: 390, height: 844 }, locale: lang || 'en-US', serviceWorkers: 'block' });
const p = await ctx.newPage();
const scripts = [];
p.on('response', (r) => { if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname); });
await p.goto(url, { waitUntil: 'networkidle' });
let total = 0;
for (const s of scripts) { const gz = gzipSync(readFileSync('../apps/web/dist' + s), { level: 9 }).length; total += gz; console.log((gz/1000).toFixed(2).padStart(7), s); }
console.log('TOTAL', (total/1000).toFixed(2));
await b.close();
