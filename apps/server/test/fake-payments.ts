import type { PaymentIntent, PaymentIntentStatus, PaymentProvider } from '../src/providers/payments/payments.js';

export type FakePayments = ReturnType<typeof createFakePayments>;

/**
 * An in-memory payment provider for API tests: intents live in a map, every call is recorded,
 * and a test plays the customer's card with `pay()`.
 */
export function createFakePayments() {
  const intents = new Map<string, PaymentIntent>();
  const keys = new Map<string, PaymentIntent>();
  const calls: { method: string; input: unknown }[] = [];
  let next = 1;
  const failing = new Set<string>();
  const record = (method: string, input: unknown) => {
    calls.push({ method, input });
    if (failing.delete(method)) throw new Error(`${method} failed (connection reset)`);
  };

  const get = (id: string) => {
    const intent = intents.get(id);
    if (!intent) throw new Error(`no such payment intent: ${id}`);
    return intent;
  };

  const noConnect = async (): Promise<never> => {
    throw new Error('the fake payments model no connected accounts (the simulated provider does)');
  };
  const provider: PaymentProvider = {
    name: 'simulated',
    publicConfig: () => ({ provider: 'simulated', publishableKey: null }),
    connect: {
      createAccount: noConnect,
      createAccountLink: noConnect,
      retrieveAccount: noConnect,
      listPayouts: noConnect,
      oauthAuthorizeUrl: () => {
        throw new Error('the fake payments model no connected accounts');
      },
      exchangeOauthCode: noConnect,
      deauthorizeAccount: noConnect,
      registerPaymentMethodDomain: noConnect,
      parseConnectWebhook: () => {
        throw new Error('the fake payments model no connected accounts');
      },
    },
    async createIntent(input) {
      record('createIntent', input);
      const replay = keys.get(input.idempotencyKey);
      if (replay) return { ...replay };
      const id = `pi_fake_${next++}`;
      const intent: PaymentIntent = {
        id,
        clientSecret: `${id}_secret`,
        amountCents: input.amountCents,
        currency: 'usd',
        status: 'requires_payment_method',
        metadata: input.metadata,
      };
      intents.set(id, intent);
      keys.set(input.idempotencyKey, { ...intent });
      return { ...intent };
    },
    async updateIntentAmount(input) {
      record('updateIntentAmount', input);
      const replay = keys.get(input.idempotencyKey);
      if (replay) return { ...replay };
      const intent = get(input.paymentIntentId);
      if (intent.status === 'succeeded') throw new Error('a succeeded intent cannot change');
      intent.amountCents = input.amountCents;
      keys.set(input.idempotencyKey, { ...intent });
      return { ...intent };
    },
    async retrieveIntent(id) {
      record('retrieveIntent', id);
      return { ...get(id) };
    },
    async refund(input) {
      record('refund', input);
      return { refundId: `re_fake_${next++}` };
    },
    parseWebhook() {
      throw new Error('the fake provider has no webhooks');
    },
  };

  return {
    provider,
    intents,
    calls,
    /** The customer pays: the intent succeeds (for its own amount unless another is given). */
    pay(id: string, amountCents?: number) {
      const intent = get(id);
      intent.status = 'succeeded';
      if (amountCents !== undefined) intent.amountCents = amountCents;
    },
    setStatus(id: string, status: PaymentIntentStatus) {
      get(id).status = status;
    },
    /** The next call of `method` fails as a network error would. */
    failNext(method: 'createIntent' | 'updateIntentAmount' | 'retrieveIntent' | 'refund') {
      failing.add(method);
    },
  };
}
