import { z } from 'zod';
import {
  CARD_NUMBER_PATTERN,
  CARDHOLDER_NAME_MAX,
  CVC_PATTERN,
  cardDigits,
  cardMessages,
  isLuhnValid,
  POSTAL_CODE_PATTERN,
} from './card-rules.js';
import { moneySchema } from './common.js';
import { defineEndpoint } from './endpoint.js';
import { orderSchema } from './orders.js';

/** Which payment form the browser shows: the simulated one (offline) or Stripe's, with its key. */
export const paymentConfigResponseSchema = z.object({
  provider: z.enum(['simulated', 'stripe']),
  publishableKey: z.string().nullable(),
});
export type PaymentConfigResponse = z.infer<typeof paymentConfigResponseSchema>;

/** The values as a tuple: the database's enum is made from it (decision 022). */
export const paymentIntentStatusValues = ['requires_payment_method', 'processing', 'succeeded', 'canceled'] as const;
export const paymentIntentStatusSchema = z.enum(paymentIntentStatusValues);
export type PaymentIntentStatus = z.infer<typeof paymentIntentStatusSchema>;

/** Test cards of the simulated provider; they mirror Stripe's test cards of the same numbers. */
export const SIMULATED_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
} as const;

/** The card rules themselves (zod-free) are in card-rules.ts; the schemas below are built on them. */
export { cardMessages, isCardExpired, isLuhnValid } from './card-rules.js';

const cardNumberSchema = z
  .string({ error: cardMessages.numberIncomplete })
  .transform(cardDigits)
  .pipe(
    z
      .string()
      .regex(CARD_NUMBER_PATTERN, cardMessages.numberIncomplete)
      .refine(isLuhnValid, cardMessages.numberInvalid),
  );

export const cardPaymentMethodSchema = z.object({
  type: z.literal('card'),
  cardholderName: z
    .string({ error: cardMessages.cardholderNameRequired })
    .trim()
    .min(1, cardMessages.cardholderNameRequired)
    .max(CARDHOLDER_NAME_MAX, cardMessages.cardholderNameTooLong),
  cardNumber: cardNumberSchema,
  expMonth: z.coerce
    .number({ error: cardMessages.expiryInvalid })
    .int(cardMessages.expiryInvalid)
    .min(1, cardMessages.expiryInvalid)
    .max(12, cardMessages.expiryInvalid),
  /** Four digits, or two (read as 20YY). */
  expYear: z.coerce
    .number({ error: cardMessages.expiryInvalid })
    .int(cardMessages.expiryInvalid)
    .min(0, cardMessages.expiryInvalid)
    .max(2099, cardMessages.expiryInvalid)
    .transform((year) => (year < 100 ? 2000 + year : year))
    .pipe(z.number().min(2000, cardMessages.expiryInvalid)),
  cvc: z.string({ error: cardMessages.cvcIncomplete }).trim().regex(CVC_PATTERN, cardMessages.cvcIncomplete),
  postalCode: z
    .string({ error: cardMessages.postalCodeRequired })
    .trim()
    .min(1, { error: cardMessages.postalCodeRequired, abort: true })
    .regex(POSTAL_CODE_PATTERN, cardMessages.postalCodeInvalid),
});
export type CardPaymentMethod = z.output<typeof cardPaymentMethodSchema>;

/** The simulated Apple Pay / Google Pay button: always succeeds. */
export const walletPaymentMethodSchema = z.object({
  type: z.literal('wallet'),
  payerName: z.string().trim().max(100).optional(),
});
export type WalletPaymentMethod = z.output<typeof walletPaymentMethodSchema>;

export const paymentMethodSchema = z.discriminatedUnion('type', [cardPaymentMethodSchema, walletPaymentMethodSchema]);
export type PaymentMethod = z.output<typeof paymentMethodSchema>;

export const confirmSimulatedPaymentParamsSchema = z.object({
  paymentIntentId: z.string().trim().min(1).max(255),
});

/** POST /payment-service/v1/simulated/payment-intents/{paymentIntentId}/confirm (simulated provider only). */
export const confirmSimulatedPaymentBodySchema = z.object({
  clientSecret: z.string().min(1).max(255),
  paymentMethod: paymentMethodSchema,
});
export type ConfirmSimulatedPaymentBody = z.input<typeof confirmSimulatedPaymentBodySchema>;
export type ConfirmSimulatedPaymentInput = z.output<typeof confirmSimulatedPaymentBodySchema>;

export const confirmSimulatedPaymentResponseSchema = z.object({
  paymentIntent: z.object({
    id: z.string(),
    status: paymentIntentStatusSchema,
    amount: moneySchema,
  }),
  /**
   * The order this confirm paid, as the order GET answers it (status PAID), when the caller signed in is the one
   * who may see it; absent for a payment that is not an order's or that an earlier confirm already settled.
   */
  order: orderSchema.optional(),
});
export type ConfirmSimulatedPaymentResponse = z.infer<typeof confirmSimulatedPaymentResponseSchema>;

/** POST /payment-service/v1/stripe/webhook: Stripe only needs a 2xx. */
export const stripeWebhookResponseSchema = z.object({ received: z.literal(true) });

// ---------------------------------------------------------------- endpoints

export const getPaymentConfig = defineEndpoint({
  method: 'GET',
  path: '/payment-service/v1/config',
  tags: ['payments'],
  response: { 200: paymentConfigResponseSchema },
});

/** Registered only with the simulated provider. */
export const confirmSimulatedPayment = defineEndpoint({
  method: 'POST',
  path: '/payment-service/v1/simulated/payment-intents/:paymentIntentId/confirm',
  errors: ['PAYMENT_DECLINED', 'ORDERING_CLOSED', 'PRODUCT_SOLD_OUT'],
  tags: ['payments'],
  description: 'Pays a simulated payment intent with a test card or the wallet button.',
  params: confirmSimulatedPaymentParamsSchema,
  body: confirmSimulatedPaymentBodySchema,
  response: { 200: confirmSimulatedPaymentResponseSchema },
});

/** Registered only with Stripe; its body is the raw bytes the signature covers, so it declares none. */
export const receiveStripeWebhook = defineEndpoint({
  method: 'POST',
  path: '/payment-service/v1/stripe/webhook',
  tags: ['payments'],
  description: 'Stripe event deliveries, checked against the Stripe-Signature header.',
  response: { 200: stripeWebhookResponseSchema },
});
