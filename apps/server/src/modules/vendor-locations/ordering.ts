import type { LocationOrdering } from '@queueless/contracts';

/** The window a location's cap counts paid orders in. */
export const CAP_WINDOW_MS = 15 * 60_000;

export const CLOSED_REASON = 'Ordering is closed at this location.';
export const PAUSED_REASON = 'Ordering is paused for a few minutes.';
export const CAPPED_REASON = 'The bar is catching up on orders.';
/** A vendor on `connect` whose account cannot take charges yet (decision 091): the menu and the refusal say it. */
export const NOT_TAKING_PAYMENTS_REASON = 'This vendor is not taking card payments yet.';

/**
 * A location's ordering as the menu shows it: closed for its own reasons first, else closed while its vendor cannot take
 * card payments (checked again, before any charge, where the payment is made; decision 091).
 */
export function withPaymentsCheck(ordering: LocationOrdering, isTakingPayments: boolean): LocationOrdering {
  if (!ordering.open || isTakingPayments) return ordering;
  return { open: false, reason: NOT_TAKING_PAYMENTS_REASON, reopensAt: null };
}

/** What decides whether a location takes orders: its row, its vendor's suspension, its recent paid orders. */
export type OrderingFacts = {
  retiredAt: Date | null;
  vendorSuspendedAt: Date | null;
  orderingPausedAt: Date | null;
  orderingPausedUntil: Date | null;
  orderingPauseReason: string | null;
  maxOrdersPer15Minutes: number | null;
  /** Orders paid at the location since `now - CAP_WINDOW_MS`, and the oldest of their paid times (read only with a cap). */
  recentPaid: { count: number; oldestPaidAt: Date | null } | null;
};

/** Why a location is closed now, or null when it is open. */
export type OrderingClosure = { kind: 'closed' | 'paused' | 'capped'; reason: string; reopensAt: Date | null };

/** Whether a pause set at `pausedAt` until `pausedUntil` (null: until resumed) still runs at `now`. */
export function isPaused(facts: Pick<OrderingFacts, 'orderingPausedAt' | 'orderingPausedUntil'>, now: Date): boolean {
  if (!facts.orderingPausedAt) return false;
  return facts.orderingPausedUntil === null || facts.orderingPausedUntil.getTime() > now.getTime();
}

/**
 * Why customers may not order now, or null (decision 072). A retired location or a suspended vendor is closed; a
 * running pause says its reason and end; a reached cap reopens when the oldest of the counted orders leaves the window
 * (the cap is never passed, so that one order makes room). The most lasting reason wins.
 */
export function orderingClosure(facts: OrderingFacts, now: Date): OrderingClosure | null {
  if (facts.retiredAt || facts.vendorSuspendedAt) return { kind: 'closed', reason: CLOSED_REASON, reopensAt: null };
  if (isPaused(facts, now)) {
    return { kind: 'paused', reason: facts.orderingPauseReason ?? PAUSED_REASON, reopensAt: facts.orderingPausedUntil };
  }
  const cap = facts.maxOrdersPer15Minutes;
  if (cap !== null && facts.recentPaid && facts.recentPaid.count >= cap) {
    const oldest = facts.recentPaid.oldestPaidAt ?? now;
    return { kind: 'capped', reason: CAPPED_REASON, reopensAt: new Date(oldest.getTime() + CAP_WINDOW_MS) };
  }
  return null;
}

/** The location read's `ordering`. */
export function toLocationOrdering(closure: OrderingClosure | null): LocationOrdering {
  if (!closure) return { open: true, reason: null, reopensAt: null };
  return { open: false, reason: closure.reason, reopensAt: closure.reopensAt?.toISOString() ?? null };
}

/** The message of the ORDERING_CLOSED refusal of an order or a payment. */
export function closureMessage(closure: OrderingClosure): string {
  if (closure.kind === 'paused') return 'Ordering is paused at this location.';
  if (closure.kind === 'capped') return 'This location is taking no more orders for a few minutes.';
  return CLOSED_REASON;
}
