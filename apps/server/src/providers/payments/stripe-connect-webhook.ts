import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import type { ConnectedAccountState, ConnectedPayout, ConnectWebhookEvent } from './payments.js';
import { readStripeEvent, verifyStripeDelivery } from './stripe-webhook.js';

/** What a Connect delivery adds to a platform event: the account it happened on, and the objects only Connect sends. */
const connectEventSchema = z.object({
  type: z.string(),
  account: z.string().min(1).max(255),
  data: z.object({
    object: z
      .object({
        id: z.string().optional(),
        // An account (account.updated).
        details_submitted: z.boolean().optional(),
        charges_enabled: z.boolean().optional(),
        payouts_enabled: z.boolean().optional(),
        requirements: z
          .object({
            currently_due: z.array(z.string()).nullish(),
            past_due: z.array(z.string()).nullish(),
          })
          .loose()
          .nullish(),
        // A payout (payout.paid, payout.failed), or a dispute.
        amount: z.number().int().optional(),
        arrival_date: z.number().int().optional(),
        status: z.string().optional(),
        reason: z.string().nullish(),
        payment_intent: z.string().nullish(),
      })
      .loose(),
  }),
});

const connectTypes = new Set<string>([
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
  'charge.refunded',
  'charge.dispute.created',
  'charge.dispute.closed',
  'account.updated',
  'account.application.deauthorized',
  'payout.paid',
  'payout.failed',
]);

const payoutStatuses = new Set<ConnectedPayout['status']>(['pending', 'in_transit', 'paid', 'failed', 'canceled']);

/** Stripe's account object, in our words (account.updated and a retrieve both carry it). */
export function toAccountState(accountId: string, object: z.infer<typeof connectEventSchema>['data']['object']) {
  const due = [...(object.requirements?.past_due ?? []), ...(object.requirements?.currently_due ?? [])];
  return {
    accountId,
    detailsSubmitted: object.details_submitted === true,
    chargesEnabled: object.charges_enabled === true,
    payoutsEnabled: object.payouts_enabled === true,
    requirementsDue: [...new Set(due)].slice(0, 50),
  } satisfies ConnectedAccountState;
}

/**
 * A Connect endpoint's delivery, verified with that endpoint's own secret (never the platform endpoint's) and read.
 * A delivery with no `account` is not a Connect event: VALIDATION_FAILED, so a platform event signed with the wrong
 * secret can't pass for one.
 */
export function parseStripeConnectWebhook(input: {
  rawBody: Buffer;
  signatureHeader: string | undefined;
  secret: string;
  now: Date;
}): ConnectWebhookEvent {
  const json = verifyStripeDelivery(input);
  const base = readStripeEvent(json);
  const parsed = connectEventSchema.safeParse(json);
  if (!parsed.success) throw new AppError('VALIDATION_FAILED', 'The webhook body is not a Stripe Connect event.');
  const { type, account, data } = parsed.data;
  const object = data.object;
  const event: ConnectWebhookEvent = {
    id: base.id,
    type: connectTypes.has(type) ? (type as ConnectWebhookEvent['type']) : 'other',
    account,
    paymentIntentId: base.paymentIntentId,
  };
  if (base.refund) event.refund = base.refund;
  if (base.failure) event.failure = base.failure;
  if (event.type === 'account.updated' && object.id) event.accountState = toAccountState(object.id, object);
  if ((event.type === 'payout.paid' || event.type === 'payout.failed') && object.id && object.amount !== undefined) {
    const status = payoutStatuses.has(object.status as ConnectedPayout['status'])
      ? (object.status as ConnectedPayout['status'])
      : event.type === 'payout.paid'
        ? 'paid'
        : 'failed';
    event.payout = {
      payoutId: object.id,
      amountCents: object.amount,
      arrivalDate: new Date((object.arrival_date ?? 0) * 1000),
      status,
    };
  }
  if (event.type.startsWith('charge.dispute.') && object.id && object.amount !== undefined) {
    event.paymentIntentId = object.payment_intent ?? null;
    event.dispute = {
      disputeId: object.id,
      amountCents: object.amount,
      status: object.status ?? 'needs_response',
      reason: object.reason ?? null,
    };
  }
  return event;
}
