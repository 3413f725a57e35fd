// Writes api-types.ts: the types openapi-typescript makes of /openapi.json, as the test app serves it (decision 090).
import { writeFileSync } from 'node:fs';
import { createTestApp } from '../harness.js';
import { CLIENT_TYPES_FILE, clientTypesOf } from './client-types.js';

const t = await createTestApp();
const document = (await t.app.inject({ url: '/openapi.json' })).json();
writeFileSync(CLIENT_TYPES_FILE, await clientTypesOf(document));
await t.close();
console.log(`wrote ${CLIENT_TYPES_FILE.pathname}`);
