import { z } from 'zod';
import { isoDateTimeSchema, moneySchema } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { vendorPathSchema } from './vendors.js';

/**
 * Each vendor's money to its own account (issue 42, decision 091): the operator chooses, vendor by vendor, whether its
 * payments land in the platform's account (`platform`, as before) or in the vendor's own connected Stripe account
 * (`connect`, direct charges with the platform's application fee).
 */

export const paymentModelValues = ['platform', 'connect'] as const;
export const paymentModelSchema = z.enum(paymentModelValues);
export type PaymentModel = z.infer<typeof paymentModelSchema>;

/** What a refund does with the platform's fee: returned in proportion to the refund, or kept by the platform. */
export const feeRefundPolicyValues = ['proportional', 'keep'] as const;
export const feeRefundPolicySchema = z.enum(feeRefundPolicyValues);

/** The most of an order the platform may take as its percentage. */
export const MAX_FEE_PERCENT = 30;

/** A percent with up to 2 decimals, 0 to 30: `"5"`, `"2.75"`. Answered with 2 decimals. */
export const feePercentSchema = z
  .string({ error: 'Fee percent is required.' })
  .trim()
  .regex(/^\d{1,2}(\.\d{1,2})?$/, 'Fee percent must be a percent with up to 2 decimals, e.g. 2.5.')
  .refine((value) => Number(value) <= MAX_FEE_PERCENT, `Fee percent must be at most ${MAX_FEE_PERCENT}.`);

/** `"2.5"` → 250 basis points. */
export function feePercentToBasisPoints(percent: string): number {
  const [whole = '0', fraction = ''] = percent.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

/** 250 → `"2.50"`. */
export function basisPointsToFeePercent(basisPoints: number): string {
  return `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;
}

export const vendorPaymentsBodySchema = z.strictObject({
  model: paymentModelSchema,
  feePercent: feePercentSchema.default('0'),
  /** A fixed amount per order, at most $5.00. */
  feeFixed: moneySchema.refine((value) => Number(value) <= 5, 'Fixed fee must be at most 5.00.').default('0.00'),
  feeRefund: feeRefundPolicySchema.default('proportional'),
});
export type VendorPaymentsBody = z.infer<typeof vendorPaymentsBodySchema>;

export const connectedAccountTypeValues = ['express', 'standard'] as const;

export const connectedAccountSchema = z.object({
  accountId: z.string(),
  /** `express`: made for the vendor with our onboarding; `standard`: the vendor's own account, connected through OAuth. */
  type: z.enum(connectedAccountTypeValues),
  detailsSubmitted: z.boolean(),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  requirementsDue: z.array(z.string()),
});

/** A vendor's payment set-up as its staff and the operator see it. */
export const vendorPaymentsSchema = z.object({
  vendorId: z.string(),
  model: paymentModelSchema,
  feePercent: z.string(),
  feeFixed: moneySchema,
  feeRefund: feeRefundPolicySchema,
  /** The vendor's connected account, once one was made. */
  account: connectedAccountSchema.nullable(),
  /** Whether the vendor's locations can take paid orders now (on `connect`: only once its account takes charges). */
  takesPayments: z.boolean(),
  /** Why not, in the menu's words; null when it does. */
  reason: z.string().nullable(),
});
export type VendorPayments = z.infer<typeof vendorPaymentsSchema>;

export const payoutSchema = z.object({
  payoutId: z.string(),
  amount: moneySchema,
  arrivalDate: isoDateTimeSchema,
  status: z.enum(['pending', 'in_transit', 'paid', 'failed', 'canceled']),
});

/** One day of a vendor's (or every vendor's) card sales and the platform's fees, counted in the venue's own time zone (each order in its vendor's). */
export const feeDaySchema = z.object({
  day: z.string(),
  sales: moneySchema,
  refunded: moneySchema,
  applicationFees: moneySchema,
  applicationFeesRefunded: moneySchema,
});

/** A paid order and the account that took its payment (`platform` or the connected account's id). */
export const paymentRecordSchema = z.object({
  orderId: z.string(),
  paidAt: isoDateTimeSchema,
  total: moneySchema,
  refunded: moneySchema,
  account: z.string(),
  applicationFee: moneySchema,
  applicationFeeRefunded: moneySchema,
  dispute: z.object({ status: z.string(), amount: moneySchema, reason: z.string().nullable() }).nullable(),
});

export const vendorPaymentsResponseSchema = z.object({ payments: vendorPaymentsSchema });

export const vendorPaymentsReportSchema = z.object({
  payments: vendorPaymentsSchema,
  /** Payouts arriving from today on, soonest first. */
  nextPayouts: z.array(payoutSchema),
  /** Payouts of the last 30 days, newest first. */
  recentPayouts: z.array(payoutSchema),
  /** The last 30 days, oldest first; days without a sale left out. */
  feesPerDay: z.array(feeDaySchema),
  /** The last 30 days' paid orders, newest first (at most 100). */
  records: z.array(paymentRecordSchema),
  /** Whether a payout of the last 30 days failed and none was paid since (the page flags it). */
  hasFailedPayout: z.boolean(),
});
export type VendorPaymentsReport = z.infer<typeof vendorPaymentsReportSchema>;

export const operatorPaymentsRowSchema = z.object({
  vendorId: z.string(),
  name: z.string(),
  payments: vendorPaymentsSchema,
  /** The last 30 days' paid orders' totals: all of them, and the part taken on the vendor's connected account. */
  sales: moneySchema,
  salesOnConnectedAccount: moneySchema,
  applicationFeesEarned: moneySchema,
});

export const operatorPaymentsReportSchema = z.object({
  vendors: z.array(operatorPaymentsRowSchema),
  /** Every vendor's last 30 days, oldest first. */
  feesPerDay: z.array(feeDaySchema),
});
export type OperatorPaymentsReport = z.infer<typeof operatorPaymentsReportSchema>;

export const onboardingLinkResponseSchema = z.object({ url: z.string() });

export const setVendorPayments = defineEndpoint({
  method: 'PUT',
  path: '/operator-service/v1/vendors/:vendorId/payments',
  tags: ['operators'],
  auth: 'bearer',
  description:
    "Operators only (a vendor's ADMIN gets FORBIDDEN): the vendor's payment model, application fee and what a refund does with the fee. Switching to `connect` never moves orders already paid. NOT_FOUND for an unknown vendor; VALIDATION_FAILED for a fee out of range.",
  params: vendorPathSchema,
  body: vendorPaymentsBodySchema,
  response: { 200: vendorPaymentsResponseSchema },
});

export const getOperatorPayments = defineEndpoint({
  method: 'GET',
  path: '/operator-service/v1/payments',
  tags: ['operators'],
  auth: 'bearer',
  description:
    "Operators only (FORBIDDEN otherwise): every vendor's payment model, account state and requirements due, its last 30 days' sales and the application fees earned, per vendor and per day.",
  response: { 200: operatorPaymentsReportSchema },
});

export const getVendorPayments = defineEndpoint({
  method: 'GET',
  path: '/vendor-service/v1/vendors/:vendorId/payments',
  errors: ['PROVIDER_FAILED'],
  tags: ['vendors'],
  auth: 'bearer',
  description:
    "The vendor's ADMIN and above, or an operator (FORBIDDEN otherwise): its payment model and fee, its connected account's state, the next payouts and the last 30 days', fees per day and each paid order with the account that took it. PROVIDER_FAILED when Stripe does not answer (the payouts are read live).",
  params: vendorPathSchema,
  response: { 200: vendorPaymentsReportSchema },
});

export const startVendorOnboarding = defineEndpoint({
  method: 'POST',
  path: '/vendor-service/v1/vendors/:vendorId/payments/onboarding',
  errors: ['CONFLICT', 'PROVIDER_FAILED'],
  tags: ['vendors'],
  auth: 'bearer',
  description:
    "The vendor's ADMIN and above (FORBIDDEN otherwise, an operator included: the account is the vendor's): makes the vendor's Express account the first time and answers its onboarding link. CONFLICT when the vendor is not on `connect`; PROVIDER_FAILED when Stripe does not answer.",
  params: vendorPathSchema,
  response: { 200: onboardingLinkResponseSchema },
});

export const startVendorOauth = defineEndpoint({
  method: 'POST',
  path: '/vendor-service/v1/vendors/:vendorId/payments/oauth',
  tags: ['vendors'],
  auth: 'bearer',
  errors: ['CONFLICT', 'PROVIDER_FAILED'],
  description:
    "The vendor's ADMIN and above (FORBIDDEN otherwise, an operator included): for a vendor that already has a Stripe account, the address of Stripe's consent page (a Standard account through OAuth). Its `state` is bound to this vendor and this user, works once and for 10 minutes; Stripe sends the vendor back only to this install's return page. CONFLICT when the vendor is not on `connect`, already has an account, or the install has no Connect client id.",
  params: vendorPathSchema,
  response: { 200: onboardingLinkResponseSchema },
});

export const completeVendorOauthBodySchema = z.strictObject({
  code: z.string().min(1).max(256),
  state: z.string().min(1).max(128),
});

export const completeVendorOauth = defineEndpoint({
  method: 'POST',
  path: '/vendor-service/v1/payments/oauth/callback',
  tags: ['vendors'],
  auth: 'bearer',
  errors: ['CONFLICT', 'PROVIDER_FAILED'],
  description:
    "Stripe's OAuth return, sent on by the return page with the caller's own token: the `state` must be one this caller was given, unused and unexpired (VALIDATION_FAILED otherwise, and it is spent either way); the code is exchanged through Stripe's SDK and the account recorded as the vendor's Standard account. FORBIDDEN when the caller is no longer the vendor's ADMIN; CONFLICT when the vendor has an account by now or is no longer on `connect`.",
  body: completeVendorOauthBodySchema,
  response: { 200: vendorPaymentsResponseSchema },
});

export const disconnectVendorAccount = defineEndpoint({
  method: 'DELETE',
  path: '/vendor-service/v1/vendors/:vendorId/payments/oauth',
  tags: ['vendors'],
  auth: 'bearer',
  errors: ['CONFLICT', 'PROVIDER_FAILED'],
  description:
    "The vendor's ADMIN and above (FORBIDDEN otherwise): disconnects the vendor's Standard account from the platform (`stripe.oauth.deauthorize`); its locations take no card payments until another account is connected. Orders paid on it stay where they were paid. CONFLICT when the vendor has no Standard account.",
  params: vendorPathSchema,
  response: { 200: vendorPaymentsResponseSchema },
});

/** Where Stripe's OAuth consent sends the vendor back: a page of ours, the only redirect target the server names. */
export const connectOauthReturnPagePath = '/staff/connect/oauth-return';

export const completeSimulatedOnboarding = defineEndpoint({
  method: 'POST',
  path: '/payment-service/v1/simulated/accounts/:accountId/onboarding',
  tags: ['payments'],
  description:
    "The simulated provider's onboarding page (only when payments are simulated): completes the account at once, as Stripe's account.updated would say. NOT_FOUND for an unknown account or a wrong secret.",
  params: z.object({ accountId: z.string().min(1).max(64) }),
  body: z.strictObject({ secret: z.string().min(1).max(128) }),
  response: { 200: vendorPaymentsResponseSchema },
});

export const receiveStripeConnectWebhook = defineEndpoint({
  method: 'POST',
  path: '/payment-service/v1/stripe/connect/webhook',
  tags: ['payments'],
  description:
    "Stripe Connect event deliveries, checked against the Stripe-Signature header with the Connect endpoint's own secret and routed by their `account`: an event naming an account other than the one its payment was taken on changes nothing. VALIDATION_FAILED for a bad signature or a body that is not a Connect event.",
  response: { 200: z.object({ received: z.literal(true) }) },
});

/**
 * The vendor's payments page, where Stripe's onboarding returns to: declared here because the server builds the
 * account link's return address from it (the web's staff paths use the same function).
 */
export const vendorPaymentsPagePath = (vendorId: string) => `/staff/venue/${encodeURIComponent(vendorId)}/payments`;
