// @vitest-environment jsdom
import { cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A Stripe.js stand-in: records which account each instance acts on, and what was made on it. */
const made: { account: string | undefined; what: string }[] = [];
const loadStripe = vi.fn(async (_key: string, options?: { stripeAccount?: string }) => {
  const account = options?.stripeAccount;
  return {
    elements: () => ({
      create: (kind: string) => {
        made.push({ account, what: kind });
        return { mount() {}, on() {}, destroy() {} };
      },
    }),
    paymentRequest: () => {
      made.push({ account, what: 'paymentRequest' });
      return { canMakePayment: async () => null, on() {}, update() {} };
    },
  };
});
vi.mock('@stripe/stripe-js/pure', () => ({ loadStripe }));

const { StripePayment } = await import('./stripe-payment');

afterEach(() => {
  cleanup();
  made.length = 0;
});

function renderPanel(stripeAccount?: string) {
  render(
    <StripePayment
      publishableKey="pk_test_queueless"
      {...(stripeAccount ? { stripeAccount } : {})}
      clientSecret="pi_1_secret"
      paymentIntentId="pi_1"
      totalCents={1234}
      payLabel="Pay $12.34"
      isProcessing={false}
      isDisabled={false}
      beforePay={() => null}
      runPayment={async () => false}
    />,
  );
}

describe("Stripe checkout on a vendor's connected account (decision 091)", () => {
  it("initialises Stripe.js with the vendor's account, so the card and the wallet confirm the direct charge on it", async () => {
    renderPanel('acct_vendor_1');
    await waitFor(() => expect(made.map((m) => m.what).sort()).toEqual(['card', 'paymentRequest']));
    expect(loadStripe).toHaveBeenCalledWith('pk_test_queueless', { stripeAccount: 'acct_vendor_1' });
    expect(made.every((m) => m.account === 'acct_vendor_1')).toBe(true);
  });

  it("keeps the platform's Stripe.js apart from a vendor's (one instance per account)", async () => {
    renderPanel();
    await waitFor(() => expect(made).toHaveLength(2));
    expect(made.every((m) => m.account === undefined)).toBe(true);
    cleanup();
    made.length = 0;
    renderPanel('acct_vendor_2');
    await waitFor(() => expect(made).toHaveLength(2));
    expect(made.every((m) => m.account === 'acct_vendor_2')).toBe(true);
  });
});
