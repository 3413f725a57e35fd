import { confirmCloudPrntJob, createPrinter, endpointPath, testPrint } from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulatedCloudPrntPrinter } from '../../../test/cloudprnt-printer.js';
import { createStaffedVenue } from '../../../test/factories.js';
import { dieOn, expectUnavailable } from '../../../test/faults.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { printJobs } from '../../db/schema.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * A printer's poll, or its confirmation, whose connection dies as the job's row is written: a clean 503, no lease
 * held by an answer the printer never got, no job marked printed that the printer was not told of, and the next
 * poll or confirmation finishes the job once (PostgreSQL only: PGlite has no connections to lose).
 */
describe.skipIf(!onPostgres)('printer jobs: a connection lost while leasing or confirming (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  async function printerWithTestPage() {
    const venue = await createStaffedVenue(t.app, 'MANAGER');
    const vendorLocationId = venue.location.vendorLocationId;
    const created = await t.app.inject({
      method: 'POST',
      url: endpointPath(createPrinter, { vendorLocationId }),
      headers: venue.staff.auth,
      payload: { name: 'Bar Star' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { printer, token } = created.json() as { printer: { printerId: string }; token: string };
    const queued = await t.app.inject({
      method: 'POST',
      url: endpointPath(testPrint, { vendorLocationId, printerId: printer.printerId }),
      headers: venue.staff.auth,
    });
    expect(queued.statusCode, queued.body).toBe(200);
    const jobs = () => t.database.db.select().from(printJobs).where(eq(printJobs.printerId, printer.printerId));
    return { printerId: printer.printerId, token, star: simulatedCloudPrntPrinter(t.app, token), jobs };
  }

  it('a poll: 503, the job left unleased, the next poll leases it', async () => {
    const { printerId, star, jobs } = await printerWithTestPage();
    await dieOn(t.app, 'print_jobs', `new.printer_id = '${printerId}' and new.lease_token is not null`, async () => {
      expectUnavailable(await star.poll());
    });
    expect((await jobs()).map((job) => [job.leaseToken, job.printedAt])).toEqual([[null, null]]);
    expect(await star.drain()).toBe(1);
    expect((await jobs())[0]?.printedAt).not.toBeNull();
  });

  it('a confirmation: 503, the job still leased and unprinted, the confirmation again prints it once', async () => {
    const { printerId, token, star, jobs } = await printerWithTestPage();
    await dieOn(t.app, 'print_jobs', `new.printer_id = '${printerId}' and new.printed_at is not null`, async () => {
      const cycle = await star.cycle();
      expect(cycle.status).toBe(503);
    });
    const [job] = await jobs();
    expect(job?.printedAt).toBeNull();
    expect(job?.leaseToken).not.toBeNull();
    // The printer confirms again (its lease still holds the job): printed once, nothing more to print.
    const again = await t.app.inject({
      method: 'DELETE',
      url: endpointPath(confirmCloudPrntJob, {}, { code: '200 OK', token: job?.leaseToken ?? '' }),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((await jobs())[0]?.printedAt).not.toBeNull();
    expect((await star.poll()).json().jobReady).toBe(false);
  });
});
