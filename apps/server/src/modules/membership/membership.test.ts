import {
  confirmSimulatedPayment,
  createMembershipPaymentIntent,
  endpointPath,
  getMyMembership,
  joinMembership,
  updateMyMemberProfile,
} from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, createVenue, placeOrderOf, type TestUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { memberCreditEntries, memberships, paymentIntents } from '../../db/schema.js';
import { servicesOf } from '../../services.js';

const isPostgres = Boolean(process.env.DATABASE_URL);
const DAY = 86_400_000;

describe('membership', () => {
  let t: TestApp;
  let now = new Date('2026-11-23T20:00:00Z');

  beforeAll(async () => {
    t = await createTestApp({
      overrides: { clock: () => new Date(now.getTime()), databaseClock: () => new Date(now.getTime()) },
    });
  });
  afterAll(async () => t?.close());

  async function createIntent(user: TestUser, amount = 2000, duration: number | string = 1) {
    return t.app.inject({
      method: 'POST',
      url: createMembershipPaymentIntent.path,
      headers: user.auth,
      payload: {
        amount,
        currency: 'usd',
        payment_method_types: ['card'],
        metadata: { duration, membership_type: 'standard' },
      },
    });
  }

  async function pay(intent: { paymentIntentId: string; clientSecret: string }, cardNumber?: string) {
    const paymentMethod = cardNumber
      ? {
          type: 'card',
          cardholderName: 'Ada L',
          cardNumber,
          expMonth: 12,
          expYear: 2030,
          cvc: '123',
          postalCode: '90012',
        }
      : { type: 'wallet', payerName: 'Ada Lovelace' };
    return t.app.inject({
      method: 'POST',
      url: endpointPath(confirmSimulatedPayment, { paymentIntentId: intent.paymentIntentId }),
      payload: { clientSecret: intent.clientSecret, paymentMethod },
    });
  }

  async function join(user: TestUser, paymentIntentId: string, membershipDuration = 1, amount = 2000) {
    return t.app.inject({
      method: 'POST',
      url: joinMembership.path,
      headers: user.auth,
      payload: {
        email: 'ada@example.com',
        firstName: 'Ada',
        lastName: 'Lovelace',
        phoneNumber: user.phoneNumber,
        paymentIntentId,
        membershipDuration,
        amount,
      },
    });
  }

  async function me(user: TestUser) {
    const response = await t.app.inject({ method: 'GET', url: getMyMembership.path, headers: user.auth });
    expect(response.statusCode).toBe(200);
    return response.json();
  }

  /** The user with an id token signed at the test clock's now. */
  async function signedIn(user: TestUser): Promise<TestUser> {
    const token = await servicesOf(t.app).tokens.signIdToken({ userId: user.userId, phoneNumber: user.phoneNumber });
    return { ...user, token, auth: { authorization: `Bearer ${token}` } };
  }

  /** A user with a paid (not yet joined) intent for a plan. */
  async function paidIntent(user: TestUser, amount = 2000, duration = 1) {
    const intent = (await createIntent(user, amount, duration)).json();
    expect((await pay(intent)).statusCode).toBe(200);
    return intent as { paymentIntentId: string; clientSecret: string };
  }

  it('answers every call without a bearer token with "User not authenticated"', async () => {
    for (const [method, url] of [
      ['GET', getMyMembership.path],
      ['POST', joinMembership.path],
      ['POST', createMembershipPaymentIntent.path],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
      expect(response.statusCode).toBe(401);
      expect(response.json().error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'User not authenticated' });
    }
  });

  it('lets a member change their own social sharing and who’s-here settings, and nobody else’s', async () => {
    const patch = (user: TestUser | null, payload: unknown) =>
      t.app.inject({
        method: 'PATCH',
        url: updateMyMemberProfile.path,
        headers: user?.auth,
        payload: payload as object,
      });
    const member = await createUser(t.app);
    expect((await join(member, (await paidIntent(member)).paymentIntentId)).statusCode).toBe(200);
    expect((await me(member)).profile).toMatchObject({ socialSharing: false, showInWhosHere: false });

    const shared = await patch(member, { socialSharing: true });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.json().profile).toMatchObject({ socialSharing: true, showInWhosHere: false, availableCredits: 4 });
    const visible = await patch(member, { showInWhosHere: true });
    expect(visible.json().profile).toMatchObject({ socialSharing: true, showInWhosHere: true });
    expect((await me(member)).profile).toMatchObject({ socialSharing: true, showInWhosHere: true });
    expect((await patch(member, { socialSharing: false, showInWhosHere: false })).json().profile).toMatchObject({
      socialSharing: false,
      showInWhosHere: false,
    });

    // Another member's settings are out of reach: there is no id to name, and theirs did not move.
    const other = await createUser(t.app);
    await join(other, (await paidIntent(other)).paymentIntentId);
    await patch(other, { socialSharing: true });
    expect((await me(member)).profile.socialSharing).toBe(false);

    for (const payload of [{}, { socialSharing: 'yes' }, { socialSharing: true, userId: other.userId }]) {
      const refused = await patch(member, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().error.code).toBe('VALIDATION_FAILED');
    }
    const stranger = await createUser(t.app);
    const notMember = await patch(stranger, { socialSharing: true });
    expect(notMember.statusCode).toBe(403);
    expect(await me(stranger)).toEqual({ membership: null, profile: null });
    const anonymous = await patch(null, { socialSharing: true });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe('User not authenticated');
  });

  it('answers a non-member with no membership and no profile', async () => {
    const user = await createUser(t.app);
    expect(await me(user)).toEqual({ membership: null, profile: null });
  });

  it('prices intents from the plans, never from the client', async () => {
    const user = await createUser(t.app);
    const ok = await createIntent(user, 5000, 3);
    expect(ok.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.paymentIntentId, ok.json().paymentIntentId));
    expect(row).toMatchObject({ amountCents: 5000, purpose: 'membership' });
    for (const [amount, duration] of [
      [1999, 1],
      [2000, 3],
      [1, 2],
    ]) {
      const refused = await createIntent(user, amount, duration);
      expect(refused.statusCode).toBe(400);
    }
    const hostile = await t.app.inject({
      method: 'POST',
      url: createMembershipPaymentIntent.path,
      headers: user.auth,
      payload: { amount: 1e15, currency: 'eur', metadata: { duration: '1\u0000' } },
    });
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json().error.code).toBe('VALIDATION_FAILED');
    const unknownField = await t.app.inject({
      method: 'POST',
      url: createMembershipPaymentIntent.path,
      headers: user.auth,
      payload: { amount: 2000, currency: 'usd', metadata: { duration: 1 }, price: 1 },
    });
    expect(unknownField.statusCode).toBe(400);
    const joinUnknown = await t.app.inject({
      method: 'POST',
      url: joinMembership.path,
      headers: user.auth,
      payload: { paymentIntentId: 'pi_x', membershipDuration: 1, amount: 2000, credits: 12 },
    });
    expect(joinUnknown.statusCode).toBe(400);
  });

  it('refuses to join with an unpaid, declined, foreign, order or wrong-amount payment', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);

    const unpaid = (await createIntent(user)).json();
    expect((await join(user, unpaid.paymentIntentId)).json().error.code).toBe('MEMBERSHIP_PAYMENT_NOT_COMPLETED');

    const declined = (await createIntent(user)).json();
    expect((await pay(declined, '4000000000000002')).statusCode).toBe(402);
    const afterDecline = await join(user, declined.paymentIntentId);
    expect(afterDecline.statusCode).toBe(409);
    expect(afterDecline.json().error.code).toBe('MEMBERSHIP_PAYMENT_NOT_COMPLETED');

    const othersPayment = await paidIntent(other);
    // The webhook path activated the other user's membership; this user may not take it.
    const foreign = await join(user, othersPayment.paymentIntentId);
    expect(foreign.statusCode).toBe(404);

    const { product } = await createVenue(t.app);
    const order = await placeOrderOf(t.app, user, product);
    const orderIntent = order.json();
    expect(
      (await pay({ paymentIntentId: orderIntent.paymentIntentId, clientSecret: orderIntent.clientSecret })).statusCode,
    ).toBe(200);
    expect((await join(user, orderIntent.paymentIntentId)).statusCode).toBe(404);

    // Paid for the 1-month plan, joined as the 3-month plan.
    const oneMonth = await createIntent(user);
    const oneMonthIntent = oneMonth.json();
    expect((await join(user, oneMonthIntent.paymentIntentId, 3, 5000)).json().error.code).toBe(
      'MEMBERSHIP_PLAN_INVALID',
    );
    // The amount sent does not match the plan.
    expect((await join(user, oneMonthIntent.paymentIntentId, 1, 1000)).json().error.code).toBe(
      'MEMBERSHIP_PLAN_INVALID',
    );
    // The provider's intent was paid for another amount than the plan's.
    await t.database.db
      .update(paymentIntents)
      .set({ amountCents: 1500 })
      .where(eq(paymentIntents.paymentIntentId, oneMonthIntent.paymentIntentId));
    await pay(oneMonthIntent);
    const wrongAmount = await join(user, oneMonthIntent.paymentIntentId);
    expect(wrongAmount.json().error.code).toBe('MEMBERSHIP_PAYMENT_NOT_COMPLETED');

    expect(await me(user)).toEqual({ membership: null, profile: null });
  });

  it('never lets a membership payment pay an order', async () => {
    const user = await createUser(t.app);
    const intent = await paidIntent(user);
    const orders = servicesOf(t.app).orders;
    expect(await orders.confirmPayment(intent.paymentIntentId)).toBeNull();
  });

  it('joins once per payment, grants 4 credits, and extends from the current end', async () => {
    const user = await createUser(t.app);
    const first = (await createIntent(user)).json();
    await pay(first);
    const joined = await join(user, first.paymentIntentId);
    expect(joined.statusCode).toBe(200);
    const body = joined.json();
    expect(body.membership).toMatchObject({ isActive: true, durationMonths: 1, amount: 2000 });
    expect(body.profile.availableCredits).toBe(4);
    const endsAt = body.membership.endsAt;

    const again = await join(user, first.paymentIntentId);
    expect(again.json().membership.endsAt).toBe(endsAt);
    expect(again.json().profile.availableCredits).toBe(4);

    const second = await paidIntent(user, 5000, 3);
    const extended = (await join(user, second.paymentIntentId, 3, 5000)).json();
    expect(endsAt).toBe('2026-12-23T20:00:00.000Z');
    expect(extended.membership.endsAt).toBe('2027-03-23T20:00:00.000Z');
    // The extension's first grant is due when it starts, not now.
    expect(extended.profile.availableCredits).toBe(4);
    const rows = await t.database.db.select().from(memberships).where(eq(memberships.userId, user.userId));
    expect(rows).toHaveLength(2);
    expect(rows.find((row) => row.durationMonths === 1)?.email).toBe('ada@example.com');
  });

  it('activates a paid membership whose join never arrived', async () => {
    const user = await createUser(t.app);
    await paidIntent(user);
    const body = await me(user);
    expect(body.membership).toMatchObject({ isActive: true });
    expect(body.profile.availableCredits).toBe(4);
  });

  it('activates, once, a membership whose payment succeeded while the process stopped before activating it', async () => {
    const user = await createUser(t.app);
    const intent = (await createIntent(user)).json();
    // The provider took the money (as the simulated confirm would) and nothing else happened.
    await t.database.db
      .update(paymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(paymentIntents.paymentIntentId, intent.paymentIntentId));
    expect((await me(user)).membership).toBeNull();

    expect(await servicesOf(t.app).membership.finishPaidMemberships()).toBe(1);
    expect(await servicesOf(t.app).membership.finishPaidMemberships()).toBe(0);
    const body = await me(user);
    expect(body.membership).toMatchObject({ isActive: true });
    expect(body.profile.availableCredits).toBe(4);
    const rows = await t.database.db.select().from(memberships).where(eq(memberships.userId, user.userId));
    expect(rows).toHaveLength(1);
  });

  it('grants 4 credits each month, caps the balance at 12, and never grants twice', async () => {
    const start = now;
    try {
      const user = await createUser(t.app);
      const three = await paidIntent(user, 5000, 3);
      await join(user, three.paymentIntentId, 3, 5000);
      const three2 = await paidIntent(user, 5000, 3);
      await join(user, three2.paymentIntentId, 3, 5000);
      const balances: number[] = [];
      // Look in every month, and skip some (a missed job): grants are neither lost nor doubled.
      for (const days of [0, 31, 31, 62, 62, 93, 200]) {
        now = new Date(start.getTime() + days * DAY);
        balances.push((await me(await signedIn(user))).profile.availableCredits);
      }
      expect(balances).toEqual([4, 8, 8, 12, 12, 12, 12]);
      const grants = await t.database.db
        .select()
        .from(memberCreditEntries)
        .where(eq(memberCreditEntries.userId, user.userId));
      // One entry per month of six paid months, the capped ones recorded as 0.
      expect(grants.map((entry) => entry.credits)).toEqual([4, 4, 4, 0, 0, 0]);
      expect((await me(await signedIn(user))).membership.isActive).toBe(false);
    } finally {
      now = start;
    }
  });

  it.skipIf(!isPostgres)('makes one membership of 10 parallel joins with one payment (PostgreSQL)', async () => {
    const user = await createUser(t.app);
    const intent = (await createIntent(user)).json();
    // Paid without the confirm route's activation, so the joins race each other.
    await t.database.db
      .update(paymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(paymentIntents.paymentIntentId, intent.paymentIntentId));
    const answers = await Promise.all(Array.from({ length: 10 }, () => join(user, intent.paymentIntentId)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    const rows = await t.database.db.select().from(memberships).where(eq(memberships.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect((await me(user)).profile.availableCredits).toBe(4);
  });

  it.skipIf(!isPostgres)(
    'chains 5 parallel joins with 5 payments into 5 back-to-back months (PostgreSQL)',
    async () => {
      const user = await createUser(t.app);
      const intents = [];
      for (let i = 0; i < 5; i++) {
        const intent = (await createIntent(user)).json();
        await t.database.db
          .update(paymentIntents)
          .set({ status: 'succeeded' })
          .where(eq(paymentIntents.paymentIntentId, intent.paymentIntentId));
        intents.push(intent);
      }
      const answers = await Promise.all(intents.map((intent) => join(user, intent.paymentIntentId)));
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(5).fill(200));
      const rows = await t.database.db.select().from(memberships).where(eq(memberships.userId, user.userId));
      rows.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
      for (let i = 1; i < rows.length; i++) expect(rows[i]?.startsAt.getTime()).toBe(rows[i - 1]?.endsAt.getTime());
      expect(rows.at(-1)?.endsAt.toISOString()).toBe('2027-04-23T20:00:00.000Z');
    },
  );
});
