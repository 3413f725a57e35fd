import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppInstance } from '../../src/app-types.js';

/** `/openapi.json` as the app serves it, written to a fresh temporary file for the command-line tools. */
export async function writeOpenApi(app: AppInstance): Promise<{ file: string; document: Record<string, unknown> }> {
  const document = (await app.inject({ url: '/openapi.json' })).json() as Record<string, unknown>;
  const file = join(mkdtempSync(join(tmpdir(), 'ql-openapi-')), 'openapi.json');
  writeFileSync(file, JSON.stringify(document, null, 2));
  return { file, document };
}
