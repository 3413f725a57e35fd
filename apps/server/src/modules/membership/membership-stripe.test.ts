import { getMyMembership, joinMembership, receiveStripeWebhook } from '@queueless/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser, startMembershipPayment } from '../../../test/factories.js';
import { useTestAppWithFakeStripe } from '../../../test/fake-stripe.js';
import { memberships } from '../../db/schema.js';
import { newId } from '../../lib/ids.js';
import { stripeSignatureHeader } from '../../providers/payments/stripe-webhook.js';

const WEBHOOK_SECRET = 'whsec_test_membership';

/** Membership with Stripe (a local stand-in for its API): join checks Stripe; the webhook activates alone. */
describe('membership with Stripe', () => {
  const t = useTestAppWithFakeStripe(WEBHOOK_SECRET);

  const deliverSucceeded = (paymentIntentId: string) => {
    const payload = JSON.stringify({
      id: `evt_${newId(16)}`,
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: paymentIntentId } },
    });
    return t.app.inject({
      method: 'POST',
      url: receiveStripeWebhook.path,
      headers: {
        'content-type': 'application/json',
        'stripe-signature': stripeSignatureHeader(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000)),
      },
      payload,
    });
  };

  it('creates the intent at Stripe for the plan amount, marked as a membership payment', async () => {
    const user = await createUser(t.app);
    const response = await startMembershipPayment(t.app, user, { amount: 5000, duration: 3 });
    expect(response.statusCode).toBe(200);
    const intent = t.stripe.intents.get(response.json().paymentIntentId);
    expect(intent).toMatchObject({ amount: 5000, metadata: { purpose: 'membership', userId: user.userId } });
  });

  it('joins only after Stripe says the payment succeeded; the webhook activates a membership whose join never came', async () => {
    const user = await createUser(t.app);
    const created = await startMembershipPayment(t.app, user);
    const { paymentIntentId } = created.json();
    const join = () =>
      t.app.inject({
        method: 'POST',
        url: joinMembership.path,
        headers: user.auth,
        payload: { email: 'a@example.com', firstName: 'A', paymentIntentId, membershipDuration: 1, amount: 2000 },
      });
    expect((await join()).json().error.code).toBe('MEMBERSHIP_PAYMENT_NOT_COMPLETED');
    // The webhook's body is never believed: Stripe still says unpaid, so nothing happens.
    expect((await deliverSucceeded(paymentIntentId)).statusCode).toBe(200);
    expect(await t.database.db.select().from(memberships).where(eq(memberships.userId, user.userId))).toHaveLength(0);

    const intent = t.stripe.intents.get(paymentIntentId);
    if (intent) intent.status = 'succeeded';
    expect((await deliverSucceeded(paymentIntentId)).statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: getMyMembership.path, headers: user.auth });
    expect(me.json()).toMatchObject({ membership: { isActive: true }, profile: { availableCredits: 4 } });
    // The join arriving afterwards finds the same membership and fills in the contact details.
    expect((await join()).statusCode).toBe(200);
    const rows = await t.database.db.select().from(memberships).where(eq(memberships.userId, user.userId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.email).toBe('a@example.com');
  });
});
