import type {
  CalculateTaxInput,
  CreateOrderInput,
  Order,
  OrderListQuery,
  OrderListResponse,
  OrderWithPaymentResponse,
  SessionUser,
  UpdateOrderInput,
} from '@queueless/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor, Tx } from '../../db/client.js';
import { isUniqueViolation } from '../../db/db-errors.js';
import { AppError, assertSameAsPath } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { Metrics } from '../../lib/metrics.js';
import type { PaymentIntent, PaymentProvider } from '../../providers/payments/payments.js';
import type { TaxProvider } from '../../providers/tax/tax.js';
import type { MenuOptions, Stock, StockShortfall } from '../inventory/index.js';
import type { Access } from '../staff/index.js';
import { CAP_WINDOW_MS, closureMessage, type OrderingClosure, orderingClosure } from '../vendor-locations/index.js';
import { recordOrderEvent } from './order-domain-events.js';
import { pageOf, toOrderList } from './order-pages.js';
import { createOrderPayments } from './order-payments.js';
import { toOrder } from './order-view.js';
import type { OrderRecord, OrdersRepo } from './orders.repo.js';
import {
  checkAlcoholLimit,
  displayName,
  isFreeTotal,
  mergeCartLines,
  orderTotals,
  priceCartLines,
  soldOutMessage,
} from './pricing.js';

export type OrdersService = ReturnType<typeof createOrdersService>;

type CartRequest = Pick<CreateOrderInput, 'vendorLocationId' | 'cartItems'>;

/** What paying needs of refunds: whether an unpaid order's refund was claimed, and that refund made. */
export type UnfilledRefunds = {
  hasRefund(orderId: string, executor: Executor): Promise<boolean>;
  refundUnfilled(orderId: string, reason: string): Promise<void>;
};

/** The reason recorded on the refund of a sale the stock could not fill. */
function unfilledReason(shortfall: StockShortfall | null): string {
  return shortfall
    ? `Sold out: ${soldOutMessage(displayName(shortfall), shortfall.available)}`
    : 'Sold out before the payment was completed.';
}

export function createOrdersService(deps: {
  ordersRepo: OrdersRepo;
  inventoryRepo: Stock;
  /** Issue 39: the products' option groups, to price a cart's options. */
  menuOptions: MenuOptions;
  access: Access;
  payments: PaymentProvider;
  tax: TaxProvider;
  /** The refund of a payment taken for a sale the stock cannot fill (modules/refunds, decision 023). */
  refunds: UnfilledRefunds;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Counts orders created and paid (queueless_orders_total). */
  metrics?: Pick<Metrics, 'orders'>;
}) {
  const { ordersRepo: repo, inventoryRepo, access, tax, clock } = deps;
  const orderPayments = createOrderPayments({ payments: deps.payments, log: deps.log });

  /** The refusal of an order or a payment at a location that takes none now (decisions 055, 072). */
  function orderingClosed(closure: OrderingClosure, isRefunded = false): AppError {
    const message = closureMessage(closure);
    return new AppError('ORDERING_CLOSED', isRefunded ? `${message} Your payment has been refunded.` : message, {
      reason: closure.reason,
      reopensAt: closure.reopensAt?.toISOString() ?? null,
    });
  }

  /** In a payment's transaction: why the order's location takes no payment now (its row locked till the end), or null. */
  async function closureInPayment(tx: Executor, orderId: string): Promise<OrderingClosure | null> {
    const now = clock();
    const facts = await repo.lockOrderingOfOrder(tx, orderId, new Date(now.getTime() - CAP_WINDOW_MS));
    return facts ? orderingClosure(facts, now) : null;
  }

  function assertSelf(user: SessionUser, userId: string) {
    if (userId !== user.userId) throw new AppError('FORBIDDEN', 'You can only see and change your own orders.');
  }

  async function loadOrder(orderId: string): Promise<OrderRecord> {
    const record = await repo.getOrder(orderId);
    if (!record) throw new AppError('NOT_FOUND', 'Order ID not found');
    return record;
  }

  /** The caller's own order, named by a path that carries the caller's own user id. */
  async function loadOwnOrder(user: SessionUser, userId: string, orderId: string): Promise<OrderRecord> {
    assertSelf(user, userId);
    const record = await loadOrder(orderId);
    if (record.order.userId !== user.userId) throw new AppError('FORBIDDEN', 'This order belongs to someone else.');
    return record;
  }

  /** Prices a cart from our inventory at a location; refuses what cannot be sold. */
  async function priceLines({ vendorLocationId, cartItems }: CartRequest) {
    const cart = mergeCartLines(cartItems);
    const now = clock();
    // A combo's chosen components are priced and checked like products (issue 39).
    const productIds = [
      ...new Set(cart.flatMap((line) => [line.productId, ...(line.comboChoices ?? []).map((c) => c.productId)])),
    ];
    const found = await repo.getVenueWithProducts(
      vendorLocationId,
      productIds,
      new Date(now.getTime() - CAP_WINDOW_MS),
    );
    if (!found) throw new AppError('NOT_FOUND', 'Location not found.');
    const closure = orderingClosure(found.ordering, now);
    if (closure) throw orderingClosed(closure);
    const { venue } = found;
    const groupsOf = await deps.menuOptions.groupsOfProducts(productIds);
    const lines = priceCartLines(cart, found.products, venue.vendorLocationId, groupsOf);
    checkAlcoholLimit(lines, found.maxAlcoholicItemsPerOrder);
    const { taxAmountExclusiveCents } = await tax.calculate({
      vendorLocationId: venue.vendorLocationId,
      lines: lines.map((line) => ({
        productId: line.productId,
        productTaxCode: line.productTaxCode,
        amountCents: line.priceCents * line.quantity,
      })),
    });
    return { venue, lines, taxCents: taxAmountExclusiveCents };
  }

  async function priceOrder(request: CartRequest & { tipPercentage?: number; tipAmount?: string | null }) {
    if (request.cartItems.length === 0) {
      throw new AppError('CART_EMPTY', 'Your cart is empty. Please add items before checking out.');
    }
    const { venue, lines, taxCents } = await priceLines(request);
    const { isFree, ...amounts } = orderTotals({
      lines,
      taxCents,
      tipPercentage: request.tipPercentage ?? 0,
      tipAmount: request.tipAmount,
    });
    return { venue, lines, isFree, amounts };
  }

  function withPayment(record: OrderRecord, intent: PaymentIntent | null): OrderWithPaymentResponse {
    return { order: toOrder(record), clientSecret: intent?.clientSecret ?? null, paymentIntentId: intent?.id ?? null };
  }

  function soldOut(shortfall: StockShortfall, isRefunded: boolean): AppError {
    const message = soldOutMessage(displayName(shortfall), shortfall.available);
    return new AppError('PRODUCT_SOLD_OUT', isRefunded ? `${message} Your payment has been refunded.` : message, {
      productId: shortfall.productId,
      available: shortfall.available,
    });
  }

  /**
   * The one way a paid order becomes PAID after the fact (webhook, mark-paid, the sweep): a
   * conditional update that only one caller can win, and on that win the sold stock is taken in the
   * same transaction, never below zero. When the stock can no longer fill it (or such a refund is
   * already under way) nothing is changed and the payment is returned instead (decision 036).
   */
  async function transitionToPaid(
    orderId: string,
    totalCents: number,
  ): Promise<{ record: OrderRecord; shortfall: StockShortfall | null; closure: OrderingClosure | null }> {
    let shortfall: StockShortfall | null = null;
    let closure: OrderingClosure | null = null;
    let isRefundClaimed = false;
    const rollBack = new Error('roll back');
    const isChanged = await repo.db
      .transaction(async (tx) => {
        // A run again after a conflict starts afresh (db/client.ts).
        shortfall = null;
        closure = null;
        isRefundClaimed = false;
        const items = await repo.markPaid(tx, orderId, { totalCents, paidAt: clock() });
        if (!items) return false;
        // The order row is ours now: a refund claimed for an unfilled sale stays a refund.
        isRefundClaimed = await deps.refunds.hasRefund(orderId, tx);
        if (isRefundClaimed) throw rollBack;
        // Paused or capped when the payment came: it is not taken (decision 072).
        closure = await closureInPayment(tx, orderId);
        if (closure) throw rollBack;
        shortfall = await inventoryRepo.takeStock(items, tx);
        if (shortfall) throw rollBack;
        await recordOrderEvent(tx, orderId, 'order.paid');
        return true;
      })
      .catch((error: unknown) => {
        if (error === rollBack) return false;
        throw error;
      });
    if (isChanged) {
      deps.metrics?.orders.inc({ transition: 'paid' });
    }
    // A free order refused for a pause stays in progress: nothing was taken, and it may be sent again once open.
    const isClosedAndFree = closure !== null && isFreeTotal(totalCents);
    if ((shortfall || closure || isRefundClaimed) && !isClosedAndFree) {
      const reason = closure ? `Ordering closed: ${(closure as OrderingClosure).reason}` : unfilledReason(shortfall);
      await deps.refunds.refundUnfilled(orderId, reason);
    }
    return { record: await loadOrder(orderId), shortfall, closure };
  }

  /**
   * For the payment provider's webhook and the sweep: marks the order of a succeeded intent PAID, once.
   * Answers the order, or null when no order has this intent or its payment is not (fully) made.
   */
  async function confirmPayment(paymentIntentId: string): Promise<Order | null> {
    const record = await repo.findByPaymentIntent(paymentIntentId);
    if (!record) return null;
    if (record.order.status !== 'IN_PROGRESS') return toOrder(record);
    if ((await orderPayments.checkPayment(paymentIntentId, record.order.totalCents)) !== 'paid') return null;
    const after = (await transitionToPaid(record.order.orderId, record.order.totalCents)).record;
    return after.order.status === 'IN_PROGRESS' ? null : toOrder(after);
  }

  /**
   * The answer to a create repeated with the Idempotency-Key of one that made `orderId`: that order as it is now,
   * with its payment. A key that made an order of another location is refused (a browser's mistake, not a repeat).
   */
  async function replayCreate(orderId: string, body: CreateOrderInput): Promise<OrderWithPaymentResponse> {
    const record = await loadOrder(orderId);
    if (record.order.vendorLocationId.toUpperCase() !== body.vendorLocationId.toUpperCase()) {
      throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for an order at another location.');
    }
    const { paymentIntentId } = record.order;
    return withPayment(record, paymentIntentId ? await orderPayments.readIntent(paymentIntentId) : null);
  }

  return {
    /**
     * Prices the cart and makes the order with its payment. With an Idempotency-Key (decision 017) a create that
     * repeats one whose answer was lost answers the order that one made, as it is now, instead of making a second:
     * looked up first, and a repeat racing the first is caught by the unique index and answered the same way.
     */
    async createOrder(
      user: SessionUser,
      userId: string,
      body: CreateOrderInput,
      idempotencyKey?: string,
    ): Promise<OrderWithPaymentResponse> {
      assertSelf(user, userId);
      assertSameAsPath('userId', body.userId, userId);
      const earlier = idempotencyKey ? await repo.findOrderIdByIdempotencyKey(userId, idempotencyKey) : null;
      if (earlier) return replayCreate(earlier, body);
      const { venue, lines, isFree, amounts } = await priceOrder(body);
      const orderId = newId(24);
      const intent = isFree
        ? null
        : await orderPayments.createIntent(
            { orderId, userId, vendorLocationId: venue.vendorLocationId },
            amounts.totalCents,
          );
      const now = clock();
      let inserted: Awaited<ReturnType<typeof repo.insertOrder>>;
      try {
        inserted = await repo.insertOrder(
          orderId,
          {
            userId,
            vendorLocationId: venue.vendorLocationId,
            ...amounts,
            vendorAddress: venue.vendorAddress,
            paymentIntentId: intent?.id ?? null,
            idempotencyKey: idempotencyKey ?? null,
            createdAt: now,
            updatedAt: now,
          },
          lines,
        );
      } catch (error) {
        // The same key's first create got in between: its order is the answer (this call's payment is never used).
        const first =
          idempotencyKey && isUniqueViolation(error)
            ? await repo.findOrderIdByIdempotencyKey(userId, idempotencyKey)
            : null;
        if (!first) throw error;
        return replayCreate(first, body);
      }
      deps.metrics?.orders.inc({ transition: 'created' });
      return withPayment({ order: { ...inserted.order, vendorId: venue.vendorId }, items: inserted.items }, intent);
    },

    /** Re-prices an order that is still in progress and brings its payment's amount in line. */
    async updateOrder(
      user: SessionUser,
      userId: string,
      orderId: string,
      body: UpdateOrderInput,
    ): Promise<OrderWithPaymentResponse> {
      const existing = (await loadOwnOrder(user, userId, orderId)).order;
      assertSameAsPath('userId', body.userId, userId);
      assertSameAsPath('orderId', body.orderId, orderId);
      const notInProgress = () => new AppError('ORDER_NOT_IN_PROGRESS', 'This order can no longer be changed.');
      if (existing.status !== 'IN_PROGRESS') throw notInProgress();
      const { venue, lines, isFree, amounts } = await priceOrder(body);
      const intent = isFree ? null : await orderPayments.syncIntent(existing, amounts.totalCents);

      await repo.db.transaction(async (tx) => {
        const replaced = await repo.replaceCart(
          tx,
          orderId,
          {
            vendorLocationId: venue.vendorLocationId,
            ...amounts,
            vendorAddress: venue.vendorAddress,
            paymentIntentId: intent?.id ?? existing.paymentIntentId,
            updatedAt: clock(),
          },
          lines,
        );
        if (!replaced) throw notInProgress();
        await recordOrderEvent(tx, orderId, 'order.changed');
      });
      return withPayment(await loadOrder(orderId), intent);
    },

    /** The owner, or staff of the order's vendor (any role, read from the database now). */
    async getOrder(user: SessionUser, userId: string, orderId: string): Promise<Order> {
      const record = await loadOrder(orderId);
      const isOwner = record.order.userId === user.userId && userId === user.userId;
      if (!isOwner && !(await access.roleAt(user, record.order.vendorId))) throw await access.orderRefusal(user);
      return toOrder(record);
    },

    /** A page of a customer's placed orders, newest first; unpaid carts are not listed. */
    async listOrders(user: SessionUser, userId: string, query: OrderListQuery): Promise<OrderListResponse> {
      const page = pageOf(query);
      assertSelf(user, userId);
      return toOrderList(await repo.listPlacedOrders(userId, page));
    },

    /**
     * Finalises an order. A free one is accepted as it is; any other only when the payment provider
     * says its payment succeeded for exactly the order's total. Calling it again answers the order.
     */
    async markPaid(user: SessionUser, userId: string, orderId: string): Promise<Order> {
      const record = await loadOwnOrder(user, userId, orderId);
      const { order } = record;
      if (order.status !== 'IN_PROGRESS') return toOrder(record);
      if (!isFreeTotal(order.totalCents)) {
        if (!order.paymentIntentId) throw new AppError('ORDER_NOT_FREE', 'Order is not free.');
        const check = await orderPayments.checkPayment(order.paymentIntentId, order.totalCents);
        if (check === 'not-succeeded') {
          throw new AppError('PAYMENT_NOT_COMPLETED', 'The payment for this order has not gone through.');
        }
        if (check === 'amount-differs') {
          throw new AppError('PAYMENT_NOT_COMPLETED', 'The payment does not match the order total.');
        }
      }
      const { record: after, shortfall, closure } = await transitionToPaid(orderId, order.totalCents);
      if (shortfall && after.order.status === 'REFUNDED') throw soldOut(shortfall, true);
      if (closure) throw orderingClosed(closure, after.order.status === 'REFUNDED');
      if (after.order.status === 'IN_PROGRESS') {
        throw new AppError('PAYMENT_NOT_COMPLETED', 'The order changed while it was being paid. Please try again.');
      }
      return toOrder(after);
    },

    confirmPayment,

    /**
     * The simulated provider's confirm, inside the transaction that marks its intent succeeded: the
     * order it pays becomes PAID with its stock taken, or the whole payment is refused and rolled back
     * (stock gone, order changed), so no card is charged for a sale that cannot be filled. Answers the
     * order id, to `announcePaid` after the commit, or null when the payment is not an order's.
     */
    async settleInPaymentTransaction(tx: Tx, intent: { id: string; amountCents: number }): Promise<string | null> {
      const order = await repo.lockOrderOfPaymentIntent(tx, intent.id);
      if (!order) return null;
      if (order.status !== 'IN_PROGRESS') {
        throw new AppError('ORDER_NOT_IN_PROGRESS', 'This order can no longer be paid.');
      }
      if (order.totalCents !== intent.amountCents) {
        throw new AppError('CONFLICT', 'Your order changed while it was being paid. Please try again.');
      }
      // Paused or capped since the cart was priced: refused before the card is charged (decision 072).
      const closure = await closureInPayment(tx, order.orderId);
      if (closure) throw orderingClosed(closure);
      const items = await repo.markPaid(tx, order.orderId, { totalCents: order.totalCents, paidAt: clock() });
      if (!items) throw new Error(`order ${order.orderId} changed while locked`);
      const shortfall = await inventoryRepo.takeStock(items, tx);
      if (shortfall) throw soldOut(shortfall, false);
      await recordOrderEvent(tx, order.orderId, 'order.paid');
      return order.orderId;
    },

    /** Counts the payment (after the payment's transaction committed; its `order.paid` event was written in it). */
    announcePaid(_orderId: string): void {
      deps.metrics?.orders.inc({ transition: 'paid' });
    },

    /**
     * The sweep (at start and every minute, in every API process): finishes orders whose payment
     * succeeded but which are still IN_PROGRESS because a process stopped in between. Each goes through
     * the one conditional transition, so several processes sweeping at once finish each order once.
     */
    async finishPaidOrders(limit = 100): Promise<number> {
      let finished = 0;
      for (const { orderId, paymentIntentId } of await repo.listPaidButInProgress(limit)) {
        try {
          const order = await confirmPayment(paymentIntentId);
          if (order && order.status !== 'IN_PROGRESS') finished += 1;
        } catch (error) {
          deps.log.error({ err: error, orderId }, 'could not finish a paid order; the next sweep tries again');
        }
      }
      return finished;
    },

    /** Sales tax of a cart in cents, priced from our inventory (client prices are ignored). */
    async calculateTax(body: CalculateTaxInput): Promise<number> {
      return (await priceLines(body)).taxCents;
    },
  };
}
