import { endpointPath, getLocationProducts, updateMyLanguage } from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocation, createProduct, createUser, createVendor } from '../../../test/factories.js';
import { dieOn, expectUnavailable } from '../../../test/faults.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { users } from '../../db/schema.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * Issue 44's calls when the database drops their connection: a person's language switched as its write dies, and a
 * Spanish customer's menu read whose connection ends mid-query. Each answers a clean 503 (nothing half done), and the
 * same call again succeeds. PostgreSQL only: PGlite has no connections to lose.
 */
describe.skipIf(!onPostgres)('languages: a connection lost mid-call (PostgreSQL)', () => {
  let t: TestApp;
  let admin: pg.Client;
  beforeAll(async () => {
    t = await createTestApp();
    admin = new pg.Client({ connectionString: t.url ?? '' });
    admin.on('error', () => {});
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end().catch(() => {});
    await t?.close();
  });

  const languageOf = async (userId: string) =>
    (await t.app.database.db.select({ language: users.language }).from(users).where(eq(users.userId, userId)))[0]
      ?.language;

  it('switching language: 503, the account keeps its language, the switch again saves it', async () => {
    const person = await createUser(t.app);
    const switchToSpanish = () =>
      t.app.inject({ method: 'PUT', url: updateMyLanguage.path, headers: person.auth, payload: { language: 'es' } });
    await dieOn(t.app, 'users', `new.user_id = '${person.userId}' and new.language = 'es'`, async () => {
      expectUnavailable(await switchToSpanish());
    });
    expect(await languageOf(person.userId)).toBe('en');
    const again = await switchToSpanish();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({ language: 'es' });
    expect(await languageOf(person.userId)).toBe('es');
  });

  it('a menu read at ?lang=es: 503 with Retry-After while its connection is cut, then the Spanish menu', async () => {
    const vendor = await createVendor(t.app);
    const location = await createLocation(t.app, vendor.vendorId);
    await createProduct(t.app, location.vendorLocationId, {
      name: 'House Lager',
      translations: { es: { name: 'Cerveza de la casa' } },
    });
    const readSpanish = () =>
      t.app.inject({
        url: endpointPath(getLocationProducts, { vendorLocationId: location.vendorLocationId }, { lang: 'es' }),
      });

    // The read waits on a lock the admin holds, so its connection is cut while the query runs, not between calls.
    await admin.query('begin');
    await admin.query('lock table products in access exclusive mode');
    const reading = readSpanish();
    const isWaiting = async () =>
      (
        await admin.query(
          `select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()
             and wait_event_type = 'Lock'`,
        )
      ).rowCount;
    for (let tries = 0; tries < 200 && !(await isWaiting()); tries += 1) await new Promise((r) => setTimeout(r, 10));
    expect(await isWaiting()).toBeGreaterThan(0);
    // Only the waiting read's connection: the pool's idle ones stay, so the read again is not answered by a
    // connection whose end has not reached the pool yet (seen in CI: a second 503).
    await admin.query(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database()
         and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
    );
    await admin.query('rollback');
    const cut = await reading;
    expectUnavailable(cut);
    expect(Number(cut.headers['retry-after'])).toBeGreaterThan(0);

    const again = await readSpanish();
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().items.map((item: { name: string }) => item.name)).toEqual(['Cerveza de la casa']);
  });
});
