/**
 * A refund's life, as pure decisions (decision 023). The service makes each change with one conditional statement;
 * these functions say which change is due and whether a refund may be sent (again).
 *
 *   REQUESTED ──send──▶ SENT ──provider answers──▶ SUCCEEDED
 *       │                 │ ▲
 *       │                 │ └─ sent again under the same key (a call that died, the sweep)
 *       └──────────────── └──provider refuses──▶ FAILED (kept; the next refund is a new row)
 */
export const REFUND_STATUSES = ['REQUESTED', 'SENT', 'SUCCEEDED', 'FAILED'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Claimed and not settled yet: the provider may be (or may have been) asked. */
export const UNSETTLED_REFUND_STATUSES = ['REQUESTED', 'SENT'] as const satisfies readonly RefundStatus[];

/** Who asks for the refund of a paid order the stock could not fill (a staff refund names the staff member). */
export const SYSTEM_REFUNDER = 'system';

/** Who made a refund we learnt of from the provider (one made in Stripe's dashboard): its `created_by`. */
export const PROVIDER_REFUNDER = 'provider';

/** The refund reason of an order refunded at the provider, outside the app. */
export const PROVIDER_REFUND_REASON = 'REFUNDED_AT_PROVIDER';

/**
 * An unsettled refund untouched for this long belongs to a call that died between claiming (or sending) and settling
 * (well past any provider timeout): the sweep, or the next staff refund of the order, sends it again.
 */
export const REFUND_STALE_MS = 2 * 60_000;

/** A refund sent this many times without an answer is given up (FAILED) by the sweep and logged. */
export const REFUND_MAX_ATTEMPTS = 5;

const nextStatuses: Record<RefundStatus, readonly RefundStatus[]> = {
  REQUESTED: ['SENT', 'FAILED'],
  SENT: ['SENT', 'SUCCEEDED', 'FAILED'],
  SUCCEEDED: [],
  FAILED: [],
};

/** Whether a refund in `from` may become `to` (SENT → SENT is a send again under the same key). */
export function canMoveRefund(from: RefundStatus, to: RefundStatus): boolean {
  return nextStatuses[from].includes(to);
}

export function isUnsettled(status: RefundStatus): boolean {
  return (UNSETTLED_REFUND_STATUSES as readonly RefundStatus[]).includes(status);
}

/**
 * The provider's idempotency key of an order's refund in full: every send of it, and every refund claimed after one
 * that failed, carries it, so a provider that did act on an earlier one answers from that refund and the money goes
 * back once. (A partial refund would need a key of its own.)
 */
export function refundKeyOf(orderId: string): string {
  return `order:${orderId}:refund`;
}

type RefundState = { status: RefundStatus; updatedAt: Date; attempts: number };

function isStale(refund: RefundState, now: Date): boolean {
  return now.getTime() - refund.updatedAt.getTime() >= REFUND_STALE_MS;
}

/**
 * What a staff refund does, given the order's latest refund: claim a new one (none yet, or the last failed), answer
 * that one is under way (unsettled and recent), or resume one whose call died (unsettled and stale: it is sent again
 * under the same key). A settled one means the order is refunded.
 */
export function decideStaffClaim(
  latest: RefundState | undefined,
  now: Date,
): 'claim' | 'under-way' | 'resume' | 'refunded' {
  if (!latest || latest.status === 'FAILED') return 'claim';
  if (latest.status === 'SUCCEEDED') return 'refunded';
  return isStale(latest, now) ? 'resume' : 'under-way';
}

/**
 * What the refund of a paid order the stock cannot fill does, given the order's latest refund: a new claim when there
 * is none or the last one failed, else it goes on with the unsettled one (every caller sends it under the same key,
 * and the first answer settles it), or nothing when it has succeeded.
 */
export function decideUnfilledClaim(latest: RefundState | undefined): 'claim' | 'resume' | 'refunded' {
  if (!latest || latest.status === 'FAILED') return 'claim';
  return latest.status === 'SUCCEEDED' ? 'refunded' : 'resume';
}

/**
 * The sweep's decision for an unsettled refund: leave a recent one to its call, send a stale one again, and give up
 * one sent REFUND_MAX_ATTEMPTS times already.
 */
export function decideSweep(refund: RefundState, now: Date): 'wait' | 'resend' | 'give-up' {
  if (!isUnsettled(refund.status) || !isStale(refund, now)) return 'wait';
  return refund.attempts >= REFUND_MAX_ATTEMPTS ? 'give-up' : 'resend';
}
