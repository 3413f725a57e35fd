import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffedVenue, placeOrderOf } from '../../test/factories.js';
import { createFakePayments } from '../../test/fake-payments.js';
import { createTestDatabase, type TestDatabase, testConfig } from '../../test/harness.js';
import { buildApp } from '../app.js';
import type { AppInstance } from '../app-types.js';

describe('log lines of a request', () => {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  const payments = createFakePayments();
  let testDb: TestDatabase;
  let app: AppInstance;
  beforeAll(async () => {
    testDb = await createTestDatabase();
    app = await buildApp({
      config: testConfig(),
      database: testDb.database,
      overrides: { payments: payments.provider },
      logger: { level: 'info', stream },
      serveWeb: false,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
  });

  it('carry its request id, also the lines a service writes (the services are built once, with the app’s log)', async () => {
    const venue = await createStaffedVenue(app);
    payments.failNext('createIntent');
    const response = await placeOrderOf(app, venue.customer, venue.product);
    expect(response.statusCode).toBe(502);
    const requestId = response.headers['x-request-id'];
    // The orders service logs the provider's failure (providers/provider-failure.ts) with the log it was built with.
    const failure = lines.find((line) => line.msg === 'payment provider failed to create an intent');
    expect(failure).toBeDefined();
    expect(failure?.reqId).toBe(requestId);
    expect(failure?.level).toBe(50);
  });
});
