import { createGlevent as createGleventEndpoint, endpointPath } from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createVenue, placeOrderOf } from '../../test/factories.js';
import { expectUnavailable } from '../../test/faults.js';
import { checkIn, createGlevent, gleventBody, reserve, vendorWithRole } from '../../test/guestlists.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { plainReservationRule } from '../../test/reservation-policies.js';
import { CONFLICT_RETRIES } from './client.js';
import { gleventsTable, orders, reservations } from './schema.js';

/**
 * A transaction PostgreSQL aborts for a conflict with another (40P01 deadlock_detected, 40001 serialization_failure)
 * is run again by the server; past its retries, or for a single statement, the caller gets a 503 with Retry-After,
 * never a 500. A trigger raises the conflict the way PostgreSQL does (the real deadlock is
 * modules/guestlists/cross-promotion.race.test.ts); a sequence, which no rollback takes back, counts the runs.
 * Runs on PGlite and PostgreSQL alike.
 */
describe('transactions aborted for a conflict', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ overrides: plainReservationRule });
  });
  afterAll(async () => t?.close());
  afterEach(async () => {
    await t.database.query('drop trigger if exists conflict_on_write on gl_events');
    await t.database.query('drop trigger if exists conflict_on_write on reservations');
    await t.database.query('drop trigger if exists conflict_on_write on orders');
    await t.database.query('drop function if exists conflict_on_write()');
    await t.database.query('drop sequence if exists conflict_runs');
  });

  /** Every write of a `table` row raises `sqlstate` on its first `times` runs. */
  async function conflictOn(table: string, sqlstate: string, times: number) {
    await t.database.query('create sequence conflict_runs');
    await t.database.query(`
      create function conflict_on_write() returns trigger language plpgsql as $$
      begin
        if nextval('conflict_runs') <= ${times} then
          raise exception 'conflict raised by the test' using errcode = '${sqlstate}';
        end if;
        return new;
      end $$`);
    await t.database.query(
      `create trigger conflict_on_write before insert or update on ${table} for each row execute function conflict_on_write()`,
    );
  }

  async function runs(): Promise<number> {
    const [row] = await t.database.query<{ last_value: string }>('select last_value from conflict_runs');
    return Number(row?.last_value);
  }

  const createEvent = (manager: Parameters<typeof createGlevent>[1], vendorId: string, name: string) =>
    t.app.inject({
      method: 'POST',
      url: endpointPath(createGleventEndpoint, { vendorId }),
      headers: manager.auth,
      payload: gleventBody({ name }),
    });

  const eventsNamed = (name: string) => t.database.db.select().from(gleventsTable).where(eq(gleventsTable.name, name));

  it.each([
    ['a deadlock', '40P01'],
    ['a serialization failure', '40001'],
  ])('%s once: the transaction runs again and goes through, once', async (_label, sqlstate) => {
    const { vendorId, user: manager } = await vendorWithRole(t.app);
    await conflictOn('gl_events', sqlstate, 1);
    const reply = await createEvent(manager, vendorId, `Retried ${sqlstate}`);
    expect(reply.statusCode).toBe(201);
    expect(await runs()).toBe(2);
    expect(await eventsNamed(`Retried ${sqlstate}`)).toHaveLength(1);
  });

  it('a conflict every time: run 1 + CONFLICT_RETRIES times, then a 503 with Retry-After, nothing written', async () => {
    const { vendorId, user: manager } = await vendorWithRole(t.app);
    await conflictOn('gl_events', '40P01', 100);
    const reply = await createEvent(manager, vendorId, 'Never made');
    expectUnavailable(reply);
    expect(reply.headers['retry-after']).toBe('2');
    expect(reply.json().error.message).toBe('The service is briefly unavailable. Please try again in a moment.');
    expect(await runs()).toBe(1 + CONFLICT_RETRIES);
    expect(await eventsNamed('Never made')).toHaveLength(0);
  });

  it('a check-in (its statement and its event, one transaction since decision 078) is run again after a conflict', async () => {
    const { vendorId, user: manager } = await vendorWithRole(t.app);
    const event = await createGlevent(t.app, manager, vendorId);
    const guest = await createUser(t.app);
    const { reservationId } = (await reserve(t.app, guest, vendorId, event.gleventId)).json().reservation;
    await conflictOn('reservations', '40P01', 1);
    const reply = await checkIn(t.app, manager, vendorId, event.gleventId, reservationId);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await runs()).toBe(2);
    const [row] = await t.database.db.select().from(reservations).where(eq(reservations.reservationId, reservationId));
    expect(row?.reservationStatus).toBe('CHECKED_IN');
  });

  it('a single statement outside a transaction (an order’s creation) is not run again: a 503, not a 500', async () => {
    const { product } = await createVenue(t.app, { priceCents: 500 });
    const customer = await createUser(t.app);
    await conflictOn('orders', '40P01', 100);
    const reply = await placeOrderOf(t.app, customer, product);
    expectUnavailable(reply);
    expect(reply.headers['retry-after']).toBe('2');
    expect(await runs()).toBe(1);
    expect(await t.database.db.select().from(orders).where(eq(orders.userId, customer.userId))).toHaveLength(0);
  });
});
