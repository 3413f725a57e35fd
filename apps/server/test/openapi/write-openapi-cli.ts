// Writes `/openapi.json` as a test app serves it, for replay-cli.ts and the command-line tools:
//   npx tsx apps/server/test/openapi/write-openapi-cli.ts /tmp/openapi.json
import { copyFileSync } from 'node:fs';
import { createTestApp } from '../harness.js';
import { writeOpenApi } from './document.js';

const [target = 'openapi.json'] = process.argv.slice(2);
const t = await createTestApp();
const { file } = await writeOpenApi(t.app);
copyFileSync(file, target);
await t.close();
console.log(`wrote ${target}`);
process.exit(0);
