import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { STRIPE_MAX_NETWORK_RETRIES } from '../src/providers/payments/stripe-payments.js';
import { createTestApp, type TestApp, useTestApp } from './harness.js';

/** How many times the SDK sends one call when Stripe fails it (the first send and its retries). */
export const STRIPE_ATTEMPTS = 1 + STRIPE_MAX_NETWORK_RETRIES;

export type StripeRequest = {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body, decoded (`metadata[orderId]` stays one key). */
  form: Record<string, string>;
};

type StripeIntent = {
  id: string;
  object: 'payment_intent';
  client_secret: string;
  amount: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
  /** Connect: the account it was made on (the Stripe-Account header), and the platform's fee on it. */
  account?: string;
  application_fee_amount?: number;
};

type StripeAccount = {
  id: string;
  object: 'account';
  type: string;
  details_submitted: boolean;
  charges_enabled: boolean;
  payouts_enabled: boolean;
  requirements: { currently_due: string[]; past_due: string[] };
  metadata: Record<string, string>;
};

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;

/**
 * A local HTTP server standing in for Stripe's API: keeps payment intents in memory, records every
 * request, and can be told to answer the next request with an error.
 */
export async function startFakeStripe() {
  const requests: StripeRequest[] = [];
  const intents = new Map<string, StripeIntent>();
  const accounts = new Map<string, StripeAccount>();
  /** Payouts listed per connected account (Connect's GET /v1/payouts with Stripe-Account). */
  const payouts = new Map<string, unknown[]>();
  /** OAuth codes Stripe's consent page gave, each for the Standard account it connects, until exchanged once. */
  const oauthCodes = new Map<string, string>();
  /** Standard accounts disconnected from the platform (POST /oauth/deauthorize). */
  const deauthorized = new Set<string>();
  /** Payment method domains (Apple Pay / Google Pay) registered per account: account → domain names. */
  const paymentMethodDomains = new Map<string, string[]>();
  /** Idempotency keys as Stripe keeps them: per account (the platform's is ''). */
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const failures: { status: number; body: unknown }[] = [];
  let resets = 0;
  let next = 1;
  let refundStatus = 'succeeded';

  const route = (request: StripeRequest): { status: number; body: unknown } => {
    const failure = failures.shift();
    if (failure) return failure;
    const account = typeof request.headers['stripe-account'] === 'string' ? request.headers['stripe-account'] : '';
    const key = request.headers['idempotency-key'];
    const keyOf = typeof key === 'string' && request.method === 'POST' ? `${account}|${key}` : null;
    const replay = keyOf ? idempotent.get(keyOf) : undefined;
    if (replay) return replay;
    const answer = answerOf(request, account);
    if (keyOf && answer.status < 500) idempotent.set(keyOf, answer);
    return answer;
  };

  const answerOf = (request: StripeRequest, account: string): { status: number; body: unknown } => {
    const missing = { status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing' } } };
    if (request.method === 'POST' && request.path === '/v1/accounts') {
      const id = `acct_test_${next++}`;
      const created: StripeAccount = {
        id,
        object: 'account',
        type: request.form.type ?? 'express',
        details_submitted: false,
        charges_enabled: false,
        payouts_enabled: false,
        requirements: { currently_due: ['external_account', 'tos_acceptance.date'], past_due: [] },
        metadata: { vendorId: request.form['metadata[vendorId]'] ?? '' },
      };
      accounts.set(id, created);
      return { status: 200, body: created };
    }
    const accountMatch = /^\/v1\/accounts\/([^/]+)$/.exec(request.path);
    if (accountMatch?.[1]) {
      const found = accounts.get(decodeURIComponent(accountMatch[1]));
      return found ? { status: 200, body: found } : missing;
    }
    if (request.method === 'POST' && request.path === '/v1/account_links') {
      if (!accounts.has(request.form.account ?? '')) return missing;
      return {
        status: 200,
        body: { object: 'account_link', url: `https://connect.stripe.com/setup/e/${request.form.account}/test` },
      };
    }
    if (request.method === 'POST' && request.path === '/oauth/token') {
      // Connect OAuth (connect.stripe.com): a code works once, for the account its consent connected.
      const accountId = oauthCodes.get(request.form.code ?? '');
      if (request.form.grant_type !== 'authorization_code' || !accountId) {
        return {
          status: 400,
          body: {
            error: 'invalid_grant',
            error_description: `Authorization code does not exist: ${request.form.code}`,
          },
        };
      }
      oauthCodes.delete(request.form.code ?? '');
      return {
        status: 200,
        body: {
          access_token: 'sk_test_connected',
          livemode: false,
          refresh_token: 'rt_test',
          token_type: 'bearer',
          stripe_publishable_key: 'pk_test_connected',
          stripe_user_id: accountId,
          scope: 'read_write',
        },
      };
    }
    if (request.method === 'POST' && request.path === '/oauth/deauthorize') {
      const accountId = request.form.stripe_user_id ?? '';
      if (!accounts.has(accountId) || !request.form.client_id) {
        return { status: 400, body: { error: 'invalid_client', error_description: 'No such account' } };
      }
      deauthorized.add(accountId);
      return { status: 200, body: { stripe_user_id: accountId } };
    }
    if (request.method === 'POST' && request.path === '/v1/payment_method_domains') {
      if (account && !accounts.has(account)) return missing;
      const domain = request.form.domain_name ?? '';
      paymentMethodDomains.set(account, [...(paymentMethodDomains.get(account) ?? []), domain]);
      return {
        status: 200,
        body: {
          id: `pmd_test_${next++}`,
          object: 'payment_method_domain',
          domain_name: domain,
          enabled: request.form.enabled !== 'false',
          apple_pay: { status: 'active' },
          google_pay: { status: 'active' },
          link: { status: 'active' },
          paypal: { status: 'active' },
          livemode: false,
          created: Math.floor(Date.now() / 1000),
        },
      };
    }
    if (request.method === 'GET' && request.path === '/v1/payouts') {
      return { status: 200, body: { object: 'list', data: payouts.get(account) ?? [], has_more: false } };
    }
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)$/.exec(request.path);
    if (request.method === 'POST' && request.path === '/v1/payment_intents') {
      const id = `pi_test_${next++}`;
      const metadata: Record<string, string> = {};
      for (const [key, value] of Object.entries(request.form)) {
        const field = /^metadata\[(.+)\]$/.exec(key);
        if (field?.[1]) metadata[field[1]] = value;
      }
      const intent: StripeIntent = {
        id,
        object: 'payment_intent',
        client_secret: `${id}_secret_abc`,
        amount: Number(request.form.amount),
        currency: request.form.currency ?? 'usd',
        status: 'requires_payment_method',
        metadata,
        ...(account ? { account } : {}),
        ...(request.form.application_fee_amount
          ? { application_fee_amount: Number(request.form.application_fee_amount) }
          : {}),
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    if (intentMatch?.[1]) {
      const intent = intents.get(decodeURIComponent(intentMatch[1]));
      // As Stripe: an intent is found only on the account it was made on.
      if (!intent || (intent.account ?? '') !== account) return missing;
      if (request.method === 'POST' && request.form.amount) intent.amount = Number(request.form.amount);
      if (request.method === 'POST' && request.form.application_fee_amount) {
        intent.application_fee_amount = Number(request.form.application_fee_amount);
      }
      return { status: 200, body: intent };
    }
    if (request.method === 'POST' && request.path === '/v1/refunds') {
      const intent = intents.get(request.form.payment_intent ?? '');
      if (intent && (intent.account ?? '') !== account) return missing;
      return {
        status: 200,
        body: { id: `re_test_${next++}`, object: 'refund', status: refundStatus, amount: Number(request.form.amount) },
      };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } } };
  };

  const server = createServer((incoming, response) => {
    if (resets > 0) {
      resets -= 1;
      requests.push({ method: incoming.method ?? '', path: incoming.url ?? '', headers: incoming.headers, form: {} });
      // A TCP reset, as a dropped connection on the way to Stripe gives: the client's fetch fails with ECONNRESET.
      incoming.socket.resetAndDestroy();
      return;
    }
    let raw = '';
    incoming.on('data', (chunk) => {
      raw += chunk;
    });
    incoming.on('end', () => {
      const url = new URL(incoming.url ?? '/', 'http://stripe.local');
      const request: StripeRequest = {
        method: incoming.method ?? '',
        path: url.pathname,
        headers: incoming.headers,
        form: Object.fromEntries(new URLSearchParams(raw)),
      };
      requests.push(request);
      const answer = route(request);
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    intents,
    accounts,
    payouts,
    deauthorized,
    paymentMethodDomains,
    /**
     * What Stripe's consent page does when a vendor with a Standard account agrees: the account (already onboarded)
     * and a code for it, which POST /oauth/token exchanges once.
     */
    consentOauth(fields: Partial<StripeAccount> = {}): { code: string; accountId: string } {
      const accountId = `acct_std_${next++}`;
      accounts.set(accountId, {
        id: accountId,
        object: 'account',
        type: 'standard',
        details_submitted: true,
        charges_enabled: true,
        payouts_enabled: true,
        requirements: { currently_due: [], past_due: [] },
        metadata: {},
        ...fields,
      });
      const code = `ac_test_${next++}`;
      oauthCodes.set(code, accountId);
      return { code, accountId };
    },
    /** Adds an intent as if created earlier, with the status a test needs. */
    addIntent(id: string, fields: Partial<StripeIntent> = {}): StripeIntent {
      const intent: StripeIntent = {
        id,
        object: 'payment_intent',
        client_secret: `${id}_secret_abc`,
        amount: 1000,
        currency: 'usd',
        status: 'requires_payment_method',
        metadata: {},
        ...fields,
      };
      intents.set(id, intent);
      return intent;
    },
    /**
     * The next `times` requests are answered with this status and body. The SDK sends a call again after a 409 or a
     * 5xx (STRIPE_MAX_NETWORK_RETRIES times): a call that must fail takes STRIPE_ATTEMPTS failures.
     */
    failNext(status: number, body: unknown = { error: { type: 'api_error', message: 'Something broke' } }, times = 1) {
      for (let i = 0; i < times; i++) failures.push({ status, body });
    },
    /**
     * The next `count` requests get no answer: their connection is reset (ECONNRESET for the caller). The SDK tries
     * a call STRIPE_ATTEMPTS times: a call that must fail takes that many.
     */
    resetNext(count = 1) {
      resets += count;
    },
    setRefundStatus(status: string) {
      refundStatus = status;
    },
    reset() {
      requests.length = 0;
      failures.length = 0;
      idempotent.clear();
      resets = 0;
      refundStatus = 'succeeded';
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The environment of an app that takes payments with Stripe, as an operator configures it (keys, no
 * PAYMENTS_PROVIDER), pointed at the stand-in.
 */
export function stripeTestEnv(
  stripe: FakeStripe,
  webhookSecret: string,
  connectWebhookSecret?: string,
): Record<string, string> {
  return {
    STRIPE_CONNECT_CLIENT_ID: 'ca_test_queueless',
    PUBLIC_BASE_URL: 'https://festival.example.com',
    STRIPE_SECRET_KEY: 'sk_test_queueless',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_queueless',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    ...(connectWebhookSecret ? { STRIPE_CONNECT_WEBHOOK_SECRET: connectWebhookSecret } : {}),
    STRIPE_API_BASE_URL: stripe.baseUrl,
  };
}

/**
 * The API configured the way an operator would for Stripe (stripeTestEnv) against a stand-in started for one
 * describe (useTestApp); `stripe` is the stand-in, read inside a test or hook.
 */
export function useTestAppWithFakeStripe(
  webhookSecret: string,
  connectWebhookSecret?: string,
): TestApp & { stripe: FakeStripe } {
  let stripe: FakeStripe | undefined;
  const running = () => {
    if (!stripe) throw new Error('the stand-in Stripe starts in beforeAll');
    return stripe;
  };
  return useTestApp(
    async () => {
      stripe = await startFakeStripe();
      return createTestApp({ env: stripeTestEnv(stripe, webhookSecret, connectWebhookSecret) });
    },
    {
      extra: {
        get stripe() {
          return running();
        },
      },
      afterClose: async () => stripe?.close(),
    },
  );
}
