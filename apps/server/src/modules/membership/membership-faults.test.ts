import { confirmSimulatedPayment, endpointPath, getMyMembership } from '@queueless/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createMember,
  createUser,
  joinWithPayment,
  startMembershipPayment,
  type TestUser,
} from '../../../test/factories.js';
import { dieOn, expectUnavailable } from '../../../test/faults.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { memberCreditEntries, membershipPayments, memberships, paymentIntents } from '../../db/schema.js';
import { servicesOf } from '../../services.js';

const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * The database lost in the middle of a membership's payment, with the simulated provider (which keeps its intents
 * in our database): the caller gets the database's clean 503 with Retry-After, not the provider's 502, nothing is
 * half-stored (no intent or started payment whose creation failed, no membership or credit without its payment),
 * and the same call goes through once the database is back (decision 038).
 */
describe.skipIf(!onPostgres)('membership payments when the database connection is lost (PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());
  afterEach(() => vi.restoreAllMocks());

  const startPayment = (user: TestUser) => startMembershipPayment(t.app, user);
  const join = (user: TestUser, paymentIntentId: string) => joinWithPayment(t.app, user, paymentIntentId);
  const pay = (paymentIntentId: string, clientSecret: string) =>
    t.app.inject({
      method: 'POST',
      url: endpointPath(confirmSimulatedPayment, { paymentIntentId }),
      payload: { clientSecret, paymentMethod: { type: 'wallet' } },
    });

  /** A started payment that has gone through, left for the join to activate (as when the confirm's own could not). */
  async function paidIntent(user: TestUser): Promise<string> {
    const { paymentIntentId } = (await startPayment(user)).json();
    await t.database.db
      .update(paymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(paymentIntents.paymentIntentId, paymentIntentId));
    return paymentIntentId;
  }

  /**
   * The provider's next read of a payment finds its connection ended, as a database restarting under it would: its
   * first statement ends its own connection, so the driver's own error (57P01) comes back. A read fires no trigger,
   * so `dieOn` cannot reach it.
   */
  function loseConnectionInNextPaymentRead() {
    vi.spyOn(servicesOf(t.app).payments, 'retrieveIntent').mockImplementationOnce(async () => {
      await t.database.db.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
      throw new Error('the connection should have ended');
    });
  }

  const membershipsOf = (user: TestUser) =>
    t.database.db.select().from(memberships).where(eq(memberships.userId, user.userId));
  const creditEntriesOf = (user: TestUser) =>
    t.database.db.select().from(memberCreditEntries).where(eq(memberCreditEntries.userId, user.userId));

  function expectRetryLater(response: Awaited<ReturnType<typeof join>>) {
    expectUnavailable(response);
    expect(response.headers['retry-after']).toBe('2');
  }

  it('create-payment-intent, lost as the provider stores the intent: 503, no intent and no payment started; then it starts', async () => {
    const user = await createUser(t.app);
    await dieOn(t.app, 'payment_intents', `new.metadata->>'userId' = '${user.userId}'`, async () => {
      expectRetryLater(await startPayment(user));
    });
    expect(await t.database.db.select().from(paymentIntents).where(sql`metadata->>'userId' = ${user.userId}`)).toEqual(
      [],
    );
    expect(
      await t.database.db.select().from(membershipPayments).where(eq(membershipPayments.userId, user.userId)),
    ).toEqual([]);

    const again = await startPayment(user);
    expect(again.statusCode).toBe(200);
    expect((await pay(again.json().paymentIntentId, again.json().clientSecret)).json().paymentIntent.status).toBe(
      'succeeded',
    );
    expect(await membershipsOf(user)).toHaveLength(1);
  });

  it('paying, lost as the payment is marked made: 503, not charged and no membership; the same payment then goes through', async () => {
    const user = await createUser(t.app);
    const { paymentIntentId, clientSecret } = (await startPayment(user)).json();
    await dieOn(t.app, 'payment_intents', `new.payment_intent_id = '${paymentIntentId}'`, async () => {
      expectRetryLater(await pay(paymentIntentId, clientSecret));
    });
    const [intent] = await t.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.paymentIntentId, paymentIntentId));
    expect(intent?.status).toBe('requires_payment_method');
    expect(await membershipsOf(user)).toEqual([]);

    expect((await pay(paymentIntentId, clientSecret)).json().paymentIntent.status).toBe('succeeded');
    expect(await membershipsOf(user)).toHaveLength(1);
    expect((await join(user, paymentIntentId)).json().profile.availableCredits).toBe(4);
  });

  it('join, lost while the provider reads the payment: 503, no membership and no credits; the same join then activates', async () => {
    const user = await createUser(t.app);
    const paymentIntentId = await paidIntent(user);

    loseConnectionInNextPaymentRead();
    expectRetryLater(await join(user, paymentIntentId));
    expect(await membershipsOf(user)).toEqual([]);
    expect(await creditEntriesOf(user)).toEqual([]);

    const joined = await join(user, paymentIntentId);
    expect(joined.statusCode).toBe(200);
    expect(joined.json().membership.isActive).toBe(true);
    expect(joined.json().profile.availableCredits).toBe(4);
  });

  it('a renewal (join with a second payment), lost while the provider reads it: 503, the period and the credits as they were; then it extends', async () => {
    const member = await createMember(t.app);
    const before = (await t.app.inject({ url: getMyMembership.path, headers: member.auth })).json();
    const paymentIntentId = await paidIntent(member);

    loseConnectionInNextPaymentRead();
    expectRetryLater(await join(member, paymentIntentId));
    expect(await membershipsOf(member)).toHaveLength(1);
    expect((await t.app.inject({ url: getMyMembership.path, headers: member.auth })).json()).toEqual(before);

    const renewed = await join(member, paymentIntentId);
    expect(renewed.statusCode).toBe(200);
    expect(await membershipsOf(member)).toHaveLength(2);
    expect(new Date(renewed.json().membership.endsAt).getTime()).toBeGreaterThan(
      new Date(before.membership.endsAt).getTime(),
    );
  });
});

/**
 * A deadlock or serialization failure inside the provider's own statement (the simulated provider's insert, one
 * statement outside a transaction, so not retried) is the database's 503 too, not the provider's 502. A trigger
 * raises it the way PostgreSQL does (db/transaction-conflicts.test.ts). PGlite and PostgreSQL alike.
 */
describe('membership payments when the database aborts the provider’s write for a conflict', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('create-payment-intent: 503 with Retry-After, nothing started; then it starts', async () => {
    const user = await createUser(t.app);
    await t.database.query(`
      create function conflict_on_intent() returns trigger language plpgsql as $$
      begin
        if new.metadata->>'userId' = '${user.userId}' then
          raise exception 'conflict raised by the test' using errcode = '40P01';
        end if;
        return new;
      end $$`);
    await t.database.query(
      'create trigger conflict_on_intent before insert on payment_intents for each row execute function conflict_on_intent()',
    );
    const start = () => startMembershipPayment(t.app, user, { amount: 5000, duration: 3 });
    try {
      const refused = await start();
      expectUnavailable(refused);
      expect(refused.headers['retry-after']).toBe('2');
    } finally {
      await t.database.query('drop trigger conflict_on_intent on payment_intents');
      await t.database.query('drop function conflict_on_intent()');
    }
    expect(
      await t.database.db.select().from(membershipPayments).where(eq(membershipPayments.userId, user.userId)),
    ).toEqual([]);
    expect((await start()).statusCode).toBe(200);
  });
});
