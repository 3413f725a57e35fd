import {
  formatCents,
  type Order,
  type OrderRefundsResponse,
  type PartialRefundBody,
  type PartialRefundResponse,
  type RefundQuoteBody,
  type RefundQuoteResponse,
  type SessionUser,
} from '@queueless/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor, Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { Metrics } from '../../lib/metrics.js';
import type { PaymentProvider } from '../../providers/payments/payments.js';
import { callProvider, failureDetail } from '../../providers/provider-failure.js';
import { recordAudit } from '../audit/index.js';
import type { Stock, StockLine } from '../inventory/index.js';
import {
  isFreeTotal,
  type OrderReads,
  type OrderRefunds,
  type OrderRow,
  recordOrderEvent,
  toOrder,
} from '../orders/index.js';
import {
  checkRefundLines,
  partialRefundAmount,
  resolveRefundLines,
  unitsByProduct,
  unitsLeft,
} from './partial-refunds.js';
import {
  decideStaffClaim,
  decideSweep,
  decideUnfilledClaim,
  isUnsettled,
  PROVIDER_REFUND_REASON,
  PROVIDER_REFUNDER,
  REFUND_MAX_ATTEMPTS,
  REFUND_STALE_MS,
  refundKeyOf,
  SYSTEM_REFUNDER,
} from './refund-states.js';
import type { RefundRow, RefundsRepo } from './refunds.repo.js';
import type { RefundLine } from './refunds.tables.js';

export type RefundsService = ReturnType<typeof createRefundsService>;

/** What settling a refund needs of its order. */
type RefundedOrder = Pick<OrderRow, 'orderId' | 'paymentIntentId' | 'vendorId' | 'vendorLocationId'>;

const notPaid = () => new AppError('ORDER_NOT_PAID', 'This order has not been paid.');
const refunded = () => new AppError('ORDER_REFUNDED', 'This order has been refunded.');
/** Refunds untouched since then were left by a call that died. */
const staleBefore = (now: Date) => new Date(now.getTime() - REFUND_STALE_MS);
const underWay = () => new AppError('CONFLICT', 'A refund of this order is already under way.');

/**
 * Refunds as a model (decision 023): the staff refund of a paid order and the system's refund of a payment taken for
 * a sale the stock cannot fill go through one state machine, claim (REQUESTED) → SENT → SUCCEEDED or FAILED, and no
 * transaction is open while the provider is asked (004). The sweep settles what a dead call left unsettled.
 */
export function createRefundsService(deps: {
  refundsRepo: RefundsRepo;
  ordersRepo: OrderRefunds;
  /** Puts a refunded order's tracked units back on stock. */
  inventoryRepo: Pick<Stock, 'returnStock'>;
  orderReads: OrderReads;
  payments: PaymentProvider;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Counts orders refunded (queueless_orders_total). */
  metrics?: Pick<Metrics, 'orders'>;
}) {
  const { refundsRepo: repo, ordersRepo, orderReads, clock, log } = deps;

  /**
   * Asks the provider to return the money under the refund's key (a repeat is answered from the first refund). A
   * provider failure is recorded (FAILED) and answered 502; a database error inside the simulated provider is ours
   * (503), and leaves the refund SENT: whether it went through is not known, so the sweep sends it again.
   */
  async function sendToProvider(refund: RefundRow, paymentIntentId: string): Promise<string> {
    const { refundId } = await callProvider(
      {
        log,
        what: 'payment provider failed to refund',
        message: 'We were unable to refund your order. Please try again later.',
        logFields: { orderId: refund.orderId, refundId: refund.refundId },
        onFailure: (error) => failRefund(refund, failureDetail(error)),
      },
      () =>
        deps.payments.refund({
          paymentIntentId,
          amountCents: refund.amountCents,
          idempotencyKey: refund.idempotencyKey,
        }),
    );
    return refundId;
  }

  /**
   * → FAILED, and what a staff refund held of the order's charge is given back, in one transaction (the system's
   * refund of an unfilled sale held none). False when it was settled already.
   */
  async function failRefund(refund: RefundRow, failure: string): Promise<boolean> {
    return repo.db.transaction(async (tx) => {
      if (!(await repo.markFailed(refund.refundId, failure, clock(), tx))) return false;
      if (refund.createdBy !== SYSTEM_REFUNDER) await ordersRepo.releaseRefund(tx, refund.orderId, refund.amountCents);
      return true;
    });
  }

  /** The units of the order's partial refunds that succeeded (already back on the shelf). */
  async function unitsRefundedInPart(tx: Tx, orderId: string): Promise<RefundLine[]> {
    const partials = await repo.partialsOf(orderId, tx);
    return partials.filter((row) => row.status === 'SUCCEEDED').flatMap((row) => row.lines ?? []);
  }

  /**
   * A partial refund that succeeded, in its transaction: its units back on stock, its audit row, and the order
   * REFUNDED when every unit has now been refunded (decision 073).
   */
  async function refundLines(tx: Tx, refund: RefundRow & { lines: RefundLine[] }, order: RefundedOrder) {
    const orderItems = await ordersRepo.listOrderItems(tx, refund.orderId);
    const stockReturned = await deps.inventoryRepo.returnStock(stockLinesOf(orderItems, refund.lines), tx);
    await recordAudit(tx, {
      actorUserId: refund.createdBy,
      vendorId: order.vendorId,
      action: 'order.refund_lines',
      entityType: 'order',
      entityId: refund.orderId,
      details: {
        vendorLocationId: order.vendorLocationId,
        refundId: refund.refundId,
        amountCents: refund.amountCents,
        lines: refund.lines,
        reason: refund.reason,
        providerRefundId: refund.providerRefundId,
        stockReturned,
      },
    });
    const items = await ordersRepo.listOrderItems(tx, refund.orderId);
    const left = unitsLeft({ items }, await unitsRefundedInPart(tx, refund.orderId));
    if ([...left.values()].every((units) => units <= 0)) {
      await ordersRepo.markRefunded(tx, refund.orderId, {
        refundedAt: clock(),
        refundedBy: refund.createdBy,
        refundReason: refund.reason,
      });
    }
    return true;
  }

  /**
   * The order's side of a refund that succeeded, in its transaction: REFUNDED, and for a paid order its stock back and
   * its audit row. `wasPaid` is false for a sale the stock could not fill (still IN_PROGRESS).
   */
  async function refundOrder(
    tx: Tx,
    refund: RefundRow,
    order: RefundedOrder,
    actorUserId: string,
    wasPaid = refund.createdBy !== SYSTEM_REFUNDER,
  ): Promise<boolean> {
    const isChanged = await changeRefundedOrder(tx, refund, order, actorUserId, wasPaid);
    if (isChanged) {
      const kind = refund.lines ? 'partial' : 'full';
      await recordOrderEvent(tx, refund.orderId, 'order.refunded', {
        refundId: refund.refundId,
        kind,
        amountCents: refund.amountCents,
      });
    }
    return isChanged;
  }

  async function changeRefundedOrder(
    tx: Tx,
    refund: RefundRow,
    order: RefundedOrder,
    actorUserId: string,
    wasPaid: boolean,
  ): Promise<boolean> {
    if (refund.lines) return refundLines(tx, { ...refund, lines: refund.lines }, order);
    const refundedAt = clock();
    if (!wasPaid) {
      return ordersRepo.markUnfilledRefunded(tx, refund.orderId, { refundedAt, refundReason: refund.reason });
    }
    const isChanged = await ordersRepo.markRefunded(tx, refund.orderId, {
      refundedAt,
      refundedBy: actorUserId,
      refundReason: refund.reason,
    });
    if (!isChanged) return false;
    // Once: only the statement that made the order REFUNDED gets here. A sale the stock could not fill (above)
    // never took any, so it returns none; units refunded in part went back with their refund.
    const items = await ordersRepo.listOrderItems(tx, refund.orderId);
    const left = unitsLeft({ items }, await unitsRefundedInPart(tx, refund.orderId));
    const lines = left.lines
      .filter((line) => line.left > 0)
      .map((line) => ({ productId: line.productId, quantity: line.left, lineNo: line.lineNo }));
    const stockReturned = await deps.inventoryRepo.returnStock(stockLinesOf(items, lines), tx);
    await recordAudit(tx, {
      actorUserId,
      vendorId: order.vendorId,
      action: 'order.refund',
      entityType: 'order',
      entityId: refund.orderId,
      details: {
        vendorLocationId: order.vendorLocationId,
        amountCents: refund.amountCents,
        reason: refund.reason,
        providerRefundId: refund.providerRefundId,
        stockReturned,
      },
    });
    return true;
  }

  /**
   * Sends a claimed refund and settles it: SENT is committed before the provider is asked (so a process that dies
   * during the call leaves a refund the sweep can find), then SUCCEEDED and the order's change in one transaction,
   * then the live update. A free order's refund returns nothing and is settled at once. False when another call
   * settled it first.
   */
  async function sendAndSettle(refund: RefundRow, order: RefundedOrder, actorUserId: string): Promise<boolean> {
    let providerRefundId: string | null = null;
    if (refund.amountCents > 0) {
      if (!order.paymentIntentId) throw new Error(`refund ${refund.refundId} of an order without a payment`);
      const sent = await repo.markSent(refund.refundId, clock());
      if (!sent) return false;
      providerRefundId = await sendToProvider(sent, order.paymentIntentId);
    }
    const isRefunded = await repo.db.transaction(async (tx) => {
      // The order first, as every path that changes it locks it: two partial refunds settling at once would each
      // count the other's units as not yet refunded (neither sees the other's SUCCEEDED), and the order would stay
      // PAID with every unit refunded. Under the lock the second counts after the first has committed.
      await ordersRepo.lockOrder(tx, refund.orderId);
      const succeeded = await repo.markSucceeded(refund.refundId, providerRefundId, clock(), tx);
      if (!succeeded) return false;
      if (!(await refundOrder(tx, succeeded, order, actorUserId))) {
        // The money is back (the refund says so); the order had been changed by then, which no path should allow.
        log.error(
          { orderId: refund.orderId, refundId: refund.refundId },
          'refund succeeded for an order it could not change',
        );
      }
      return true;
    });
    if (isRefunded) {
      deps.metrics?.orders.inc({ transition: 'refunded' });
    }
    return isRefunded;
  }

  /**
   * Step 1 of a staff refund, under the order's row lock so claims take turns: checks the order, then claims its
   * refund, or takes over one whose call died (REFUND_STALE_MS), or answers that one is under way.
   */
  function claimAsStaff(user: SessionUser, orderId: string, reason: string): Promise<RefundRow> {
    return repo.db.transaction(async (tx) => {
      const order = await ordersRepo.lockOrder(tx, orderId);
      if (!order) throw new AppError('NOT_FOUND', 'Order ID not found');
      if (order.status === 'REFUNDED') throw refunded();
      if (order.status === 'IN_PROGRESS') throw notPaid();
      const now = clock();
      const latest = await repo.latestOf(orderId, tx);
      const decision = decideStaffClaim(latest, now);
      if (decision === 'under-way') throw underWay();
      if (decision === 'refunded') throw refunded();
      if (decision === 'resume' && latest) {
        const taken = await repo.takeOver(latest.refundId, { staleBefore: staleBefore(now), now }, tx);
        if (!taken) throw underWay();
        return taken;
      }
      // A partial refund being sent: the rest is known once it has settled.
      if ((await repo.partialsOf(orderId, tx)).some((row) => row.status !== 'SUCCEEDED')) throw underWay();
      const isFree = isFreeTotal(order.totalCents);
      if (!isFree && !order.paymentIntentId) throw new Error(`paid order ${orderId} has no payment intent`);
      // What partial refunds returned stays returned: the rest of the charge goes back (a free order: nothing).
      const amountCents = isFree ? 0 : order.totalCents - order.refundedCents;
      if (!(await ordersRepo.reserveRefund(tx, orderId, amountCents))) throw underWay();
      const claim = await repo.claim(
        {
          refundId: newId(24),
          orderId,
          amountCents,
          reason,
          idempotencyKey: refundKeyOf(orderId),
          createdBy: user.userId,
          createdAt: now,
          updatedAt: now,
        },
        tx,
      );
      if (!claim) throw underWay();
      return claim;
    });
  }

  /**
   * What refunding `lines` of the order would return now (decision 073), or why they cannot be: the units left after
   * the partial refunds that have not failed, and the rule's amount. The claim runs it under the order's row lock;
   * the staff page's quote runs it without (decision 077), so both answer by the same rule.
   */
  async function assessLines(
    order: Pick<OrderRow, 'orderId' | 'status' | 'totalCents' | 'tipCents' | 'refundedCents'>,
    lines: readonly RefundLine[],
    executor: Executor,
  ) {
    if (order.status === 'REFUNDED') throw refunded();
    if (order.status === 'IN_PROGRESS') throw notPaid();
    const full = await repo.latestOf(order.orderId, executor);
    if (full && full.status !== 'FAILED') throw underWay();
    const items = await ordersRepo.listOrderItems(executor, order.orderId);
    const earlier = (await repo.partialsOf(order.orderId, executor)).flatMap((row) => row.lines ?? []);
    const left = unitsLeft({ items }, earlier);
    const problems = checkRefundLines(lines, left);
    if (problems.length > 0) {
      const [first] = problems;
      throw new AppError(
        'VALIDATION_FAILED',
        first?.message ?? 'These lines cannot be refunded.',
        problems.map((problem) => ({
          field: `body.lines.${problem.index}.${problem.field}`,
          message: problem.message,
        })),
      );
    }
    const resolved = resolveRefundLines(lines, left);
    if (isFreeTotal(order.totalCents)) return { amountCents: 0, isRest: false, resolved };
    return { ...partialRefundAmount({ ...order, items }, lines, left), resolved };
  }

  /**
   * Step 1 of a partial refund, under the order's row lock so claims take turns: checks the lines against the units
   * left, works out the amount (decision 073), holds it on the order in one conditional statement (never above what
   * was charged) and claims the refund under its own key.
   */
  function claimLines(user: SessionUser, orderId: string, body: PartialRefundBody): Promise<RefundRow> {
    return repo.db.transaction(async (tx) => {
      const order = await ordersRepo.lockOrder(tx, orderId);
      if (!order) throw new AppError('NOT_FOUND', 'Order ID not found');
      const { amountCents, resolved } = await assessLines(order, body.lines, tx);
      if (!(await ordersRepo.reserveRefund(tx, orderId, amountCents))) {
        throw new AppError('CONFLICT', 'This refund would return more than was charged for the order.');
      }
      const refundId = newId(24);
      const now = clock();
      return repo.claimPartial(
        {
          refundId,
          orderId,
          amountCents,
          reason: body.reason,
          // Each with the order line it refunds (issue 39): a line's options go back with it.
          lines: resolved,
          // Its own key: each partial refund is one refund at the provider, however often it is sent.
          idempotencyKey: `${refundKeyOf(orderId)}:${refundId}`,
          createdBy: user.userId,
          createdAt: now,
          updatedAt: now,
        },
        tx,
      );
    });
  }

  /** The order for staff of its vendor, when it is at that location (404 otherwise, as for an unknown order). */
  async function loadStaffOrderAt(user: SessionUser, vendorLocationId: string, orderId: string) {
    const record = await orderReads.loadStaffOrder(user, orderId);
    if (record.order.vendorLocationId.toUpperCase() !== vendorLocationId.toUpperCase()) {
      throw new AppError('NOT_FOUND', 'Order ID not found');
    }
    return record;
  }

  const toPartialRefund = (refund: RefundRow) => ({
    refundId: refund.refundId,
    amount: formatCents(refund.amountCents),
    status: refund.status,
    lines: refund.lines ?? [],
    reason: refund.reason,
  });

  return {
    /**
     * Some units of some lines of a paid order, for staff of its vendor at that location (decision 073): claim, send,
     * settle, as a refund in full does. The order stays PAID or COMPLETE until every unit has been refunded.
     */
    async refundOrderLines(
      user: SessionUser,
      vendorLocationId: string,
      orderId: string,
      body: PartialRefundBody,
    ): Promise<PartialRefundResponse> {
      const { order } = await loadStaffOrderAt(user, vendorLocationId, orderId);
      const claim = await claimLines(user, orderId, body);
      await sendAndSettle(claim, order, user.userId);
      const refund = (await repo.getRefund(claim.refundId)) ?? claim;
      return {
        order: toOrder(await orderReads.loadOrder(orderId)),
        refund: toPartialRefund(refund),
      };
    },

    /** What refunding these lines would return now, by the refund's own rule; nothing is held (decision 077). */
    async quoteOrderLines(
      user: SessionUser,
      vendorLocationId: string,
      orderId: string,
      body: RefundQuoteBody,
    ): Promise<RefundQuoteResponse> {
      const { order } = await loadStaffOrderAt(user, vendorLocationId, orderId);
      const { amountCents, isRest } = await assessLines(order, body.lines, repo.db);
      return { amount: formatCents(amountCents), isRest };
    },

    /** The order's units left to refund and its partial refunds that have not failed (decision 077). */
    async listOrderRefunds(
      user: SessionUser,
      vendorLocationId: string,
      orderId: string,
    ): Promise<OrderRefundsResponse> {
      const { order, items } = await loadStaffOrderAt(user, vendorLocationId, orderId);
      const partials = await repo.partialsOf(orderId);
      // A refund in full returned every unit: none is left.
      const isRefundedInFull = order.status === 'REFUNDED';
      const left = unitsLeft(
        { items },
        partials.flatMap((row) => row.lines ?? []),
      );
      const units = unitsByProduct(items);
      return {
        refundedAmount: formatCents(order.refundedCents),
        lines: [...units].map(([productId, quantity]) => ({
          productId,
          quantity,
          quantityLeft: isRefundedInFull ? 0 : Math.max(left.get(productId) ?? 0, 0),
        })),
        refunds: partials.map(toPartialRefund),
      };
    },

    /**
     * PAID or COMPLETE → REFUNDED for the full amount, at most once: claim, send, settle. When the provider refuses,
     * the refund is recorded FAILED and the order is left as it was; a retry claims a new refund under the same key.
     */
    async refundOrder(user: SessionUser, orderId: string, reason: string): Promise<Order> {
      const { order } = await orderReads.loadStaffOrder(user, orderId);
      const claim = await claimAsStaff(user, orderId, reason);
      await sendAndSettle(claim, order, user.userId);
      return toOrder(await orderReads.loadOrder(orderId));
    },

    /** Whether a refund of this order was ever claimed: the paid transition reads it under the order's row lock. */
    async hasRefund(orderId: string, executor?: Executor): Promise<boolean> {
      return (await repo.latestOf(orderId, executor)) !== undefined;
    },

    /**
     * A payment was taken for an order the stock can no longer fill: its refund is claimed under the order's row
     * lock (so the order is never marked PAID afterwards), sent under the order's refund key and settled, and the
     * order ends REFUNDED. Every caller (webhook redelivery, mark-paid, the paid-orders sweep) goes on with the refund
     * that is unsettled, or claims a new one after a failed one; the provider answers repeats from the first refund.
     */
    async refundUnfilled(orderId: string, reason: string): Promise<void> {
      const claim = await repo.db.transaction(async (tx) => {
        const order = await ordersRepo.lockOrder(tx, orderId);
        if (order?.status !== 'IN_PROGRESS' || !order.paymentIntentId) return null;
        const latest = await repo.latestOf(orderId, tx);
        const decision = decideUnfilledClaim(latest);
        if (decision === 'refunded') return null;
        if (decision === 'resume' && latest) return latest;
        const now = clock();
        return repo.claim(
          {
            refundId: newId(24),
            orderId,
            amountCents: order.totalCents,
            reason,
            idempotencyKey: refundKeyOf(orderId),
            createdBy: SYSTEM_REFUNDER,
            createdAt: now,
            updatedAt: now,
          },
          tx,
        );
      });
      if (!claim) return;
      const { order } = await orderReads.loadOrder(orderId);
      if (await sendAndSettle(claim, order, SYSTEM_REFUNDER)) {
        log.warn({ orderId }, 'paid order could not be filled from stock; payment refunded');
      }
    },

    /**
     * The provider says an order's payment was refunded in full (Stripe's charge.refunded: a refund made in its
     * dashboard, or ours reported back). Under the order's row lock, at most once: an order already refunded (a
     * SUCCEEDED refund, a replayed event) changes nothing; a refund of ours still under way (claimed or sent) is
     * settled SUCCEEDED with the provider's word; otherwise a refund is recorded SUCCEEDED as the provider's
     * (`created_by` 'provider'). The order ends REFUNDED (a paid one gets its stock back and an `order.refund` audit
     * row; an unpaid one is never marked paid afterwards). 'no-order' when the payment is not an order's.
     */
    async applyProviderRefund(input: {
      paymentIntentId: string;
      providerRefundId: string;
      amountCents: number;
    }): Promise<'refunded' | 'already-refunded' | 'no-order'> {
      // The order as refunds settle it (its vendor, for the audit row); its status is read again under the lock.
      const found = await ordersRepo.findByPaymentIntent(input.paymentIntentId);
      if (!found) return 'no-order';
      const order: RefundedOrder = found.order;
      const { orderId } = order;
      const outcome = await repo.db.transaction(async (tx) => {
        const locked = await ordersRepo.lockOrder(tx, orderId);
        if (!locked) return { result: 'no-order' as const };
        const already = { result: 'already-refunded' as const };
        const latest = await repo.latestOf(orderId, tx);
        if (locked.status === 'REFUNDED' || latest?.status === 'SUCCEEDED') return already;
        const now = clock();
        const isOurs = latest !== undefined && isUnsettled(latest.status);
        // The provider's own refund holds its amount on a paid order as a staff claim does, within what is left of
        // the charge (decision 079: the order's refunded amount is its refunds' sum).
        const isPaid = locked.status !== 'IN_PROGRESS';
        const amountCents = isPaid
          ? Math.min(input.amountCents, locked.totalCents - locked.refundedCents)
          : input.amountCents;
        const refund =
          isOurs && latest
            ? latest
            : await repo.claim(
                {
                  refundId: newId(24),
                  orderId,
                  amountCents,
                  reason: PROVIDER_REFUND_REASON,
                  idempotencyKey: refundKeyOf(orderId),
                  createdBy: PROVIDER_REFUNDER,
                  createdAt: now,
                  updatedAt: now,
                },
                tx,
              );
        if (!refund) return already;
        if (!isOurs && isPaid && !(await ordersRepo.reserveRefund(tx, orderId, amountCents))) {
          throw new Error(`the provider's refund of order ${orderId} could not be held on it`);
        }
        const succeeded = await repo.markSucceeded(
          refund.refundId,
          refund.providerRefundId ?? input.providerRefundId,
          now,
          tx,
        );
        if (!succeeded) return already;
        const actor = succeeded.createdBy === SYSTEM_REFUNDER ? PROVIDER_REFUNDER : succeeded.createdBy;
        if (!(await refundOrder(tx, succeeded, order, actor, locked.status !== 'IN_PROGRESS'))) {
          log.error(
            { orderId, refundId: succeeded.refundId },
            'provider refund recorded for an order it could not change',
          );
        }
        return { result: 'refunded' as const, orderId };
      });
      if (outcome.result === 'refunded') {
        deps.metrics?.orders.inc({ transition: 'refunded' });
        log.info(
          { orderId: outcome.orderId, paymentIntentId: input.paymentIntentId },
          'order refunded at the provider',
        );
      }
      return outcome.result;
    },

    /**
     * The sweep (every minute, in every API process): refunds left unsettled for REFUND_STALE_MS by a call that died
     * (claimed, or sent and never answered) are taken over one at a time (one process gets each), sent again under
     * their key, which the provider answers from the first refund, and settled. One sent REFUND_MAX_ATTEMPTS times
     * is given up (FAILED). Answers how many it settled.
     */
    async settleAbandoned(limit = 100): Promise<number> {
      const now = clock();
      let settled = 0;
      for (const refund of await repo.listUnsettledBefore(staleBefore(now), limit)) {
        try {
          const decision = decideSweep(refund, now);
          if (decision === 'wait') continue;
          if (decision === 'give-up') {
            const failure = `given up after ${REFUND_MAX_ATTEMPTS} attempts without an answer`;
            if (await failRefund(refund, failure)) {
              log.error({ orderId: refund.orderId, refundId: refund.refundId }, `refund ${failure}`);
            }
            continue;
          }
          const taken = await repo.takeOver(refund.refundId, { staleBefore: staleBefore(now), now });
          if (!taken) continue;
          const { order } = await orderReads.loadOrder(refund.orderId);
          const actor = refund.createdBy;
          if (await sendAndSettle(taken, order, actor)) settled += 1;
        } catch (error) {
          log.error({ err: error, refundId: refund.refundId }, 'could not settle a refund; the next sweep tries again');
        }
      }
      return settled;
    },
  };
}

/**
 * Refunded units as stock reads them (issue 39): each with its order line's options and a combo's components, so a
 * line's tracked options go back on the shelf with it. A line without lineNo (refunds made before) returns the product.
 */
function stockLinesOf(
  items: { lineNo: number; options: StockLine['options']; components: StockLine['components'] }[],
  lines: readonly RefundLine[],
): StockLine[] {
  return lines.map((line) => {
    const item = line.lineNo === undefined ? undefined : items.find((candidate) => candidate.lineNo === line.lineNo);
    return {
      productId: line.productId,
      quantity: line.quantity,
      options: item?.options ?? [],
      components: item?.components ?? [],
    };
  });
}
