import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { endpointErrors, errorStatus } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';
import { declaredOperations } from '../../src/lib/openapi.js';
import { createTestApp, useTestApp } from '../harness.js';
import { writeOpenApi } from './document.js';

const redocly = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin', 'cli.js');

type Operation = {
  operationId?: string;
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }>;
};

/**
 * The API description tells the whole truth, and stays so (issue 41 item 3, decision 090): Redocly CLI's recommended
 * rules find no error in `/openapi.json` (run offline: no telemetry, no update check), and every operation names
 * itself, its security and each error code its declaration says it answers.
 */
describe('/openapi.json', () => {
  const t = useTestApp(() => createTestApp());

  it("passes Redocly's recommended rules with no error, and warns only of the spec's two ambiguous paths", async () => {
    const { file } = await writeOpenApi(t.app);
    const run = spawnSync(process.execPath, [redocly, 'lint', file, '--format=json', '--max-problems=1000'], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', CI: 'true' },
    });
    const report = JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))) as {
      totals: { errors: number; warnings: number };
      problems: { ruleId: string; severity: string; message: string }[];
    };
    expect(report.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    // `/orders/{orderId}/refunds` and `/orders/by-short-id/{shortOrderId}`: both paths are the spec's.
    expect(report.problems.map((problem) => `${problem.ruleId}: ${problem.message}`)).toEqual([
      expect.stringMatching(/^no-ambiguous-paths: /),
    ]);
  });

  it('gives every operation its declaration name as operationId, a security statement and its error codes', async () => {
    const { document } = await writeOpenApi(t.app);
    const declared = declaredOperations();
    const paths = document.paths as Record<string, Record<string, Operation>>;
    const components = document.components as { responses: Operation['responses'] };
    let checked = 0;
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const named = declared.get(`${method.toUpperCase()} ${path}`);
        expect(named, `${method} ${path} is declared in packages/contracts`).toBeDefined();
        if (!named) continue;
        expect(operation.operationId).toBe(named.name);
        // An API key's requirement may follow the declaration's own, on the calls its scopes open (decision 089).
        const own = (operation.security ?? []).filter((requirement) => !('apiKeyAuth' in (requirement as object)));
        expect(own).toEqual(named.endpoint.auth ? [expect.any(Object)] : []);
        for (const [status, codes] of endpointErrors(named.endpoint)) {
          const response = operation.responses[String(status)] as { $ref?: string } & Operation['responses'][string];
          const shared = response?.$ref ? components.responses[response.$ref.split('/').pop() ?? ''] : undefined;
          const schema = (shared ?? response)?.content?.['application/json']?.schema;
          const error = schema?.properties?.error as { properties: { code: { enum: string[] } } } | undefined;
          expect({ operation: named.name, status, codes: error?.properties.code.enum }).toEqual({
            operation: named.name,
            status,
            codes,
          });
        }
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});

describe('the declared error codes', () => {
  it('are each in the error table, under the status that table gives them', () => {
    for (const { name, endpoint } of declaredOperations().values()) {
      for (const code of endpoint.errors ?? []) {
        expect({ name, code, known: code in errorStatus }).toEqual({ name, code, known: true });
      }
      for (const [status, codes] of endpointErrors(endpoint)) {
        for (const code of codes) expect(errorStatus[code]).toBe(status);
      }
    }
  });
});
