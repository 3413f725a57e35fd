import type {
  CalculateTaxInput,
  CreateOrderInput,
  Order,
  OrderWithPaymentResponse,
  SessionUser,
  UpdateOrderInput,
} from '@queueless/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import type { PaymentIntent, PaymentProvider } from '../../providers/payments/payments.js';
import type { TaxProvider } from '../../providers/tax/tax.js';
import type { InventoryRepo } from '../inventory/inventory.repo.js';
import type { Access } from '../vendor-auth/access.js';
import type { OrderEventsHub } from './order-events.js';
import { createOrderPayments } from './order-payments.js';
import { toOrder } from './order-view.js';
import type { OrderRecord, OrdersRepo } from './orders.repo.js';
import { isFreeTotal, mergeCartLines, orderTotals, priceCartLines } from './pricing.js';

export type OrdersService = ReturnType<typeof createOrdersService>;

/** How many placed orders a customer's history shows. */
export const ORDER_HISTORY_LIMIT = 100;

type CartRequest = Pick<CreateOrderInput, 'vendorLocationId' | 'cartItems'>;

export function createOrdersService(deps: {
  ordersRepo: OrdersRepo;
  inventoryRepo: InventoryRepo;
  access: Access;
  payments: PaymentProvider;
  tax: TaxProvider;
  orderEvents: Pick<OrderEventsHub, 'announce'>;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { ordersRepo: repo, inventoryRepo, access, tax, clock } = deps;
  const orderPayments = createOrderPayments({ payments: deps.payments, log: deps.log });

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
    const found = await repo.getVenueWithProducts(
      vendorLocationId,
      cart.map((line) => line.productId),
    );
    if (!found) throw new AppError('NOT_FOUND', 'Location not found.');
    const { venue } = found;
    const lines = priceCartLines(cart, found.products, venue.vendorLocationId);
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

  /**
   * The one way an order becomes PAID: a conditional update that only one caller can win, and on
   * that win the sold stock is taken off in the same transaction; the change is announced after.
   */
  async function transitionToPaid(orderId: string, totalCents: number): Promise<OrderRecord> {
    const isChanged = await repo.db.transaction(async (tx) => {
      const items = await repo.markPaid(tx, orderId, { totalCents, paidAt: clock() });
      if (!items) return false;
      await inventoryRepo.decrementStock(tx, items);
      return true;
    });
    if (isChanged) deps.orderEvents.announce(orderId);
    return loadOrder(orderId);
  }

  return {
    async createOrder(user: SessionUser, userId: string, body: CreateOrderInput): Promise<OrderWithPaymentResponse> {
      assertSelf(user, userId);
      if (body.userId !== userId) throw new AppError('FORBIDDEN', 'You can only place orders for yourself.');
      const { venue, lines, isFree, amounts } = await priceOrder(body);
      const orderId = newId(24);
      const intent = isFree
        ? null
        : await orderPayments.createIntent(
            { orderId, userId, vendorLocationId: venue.vendorLocationId },
            amounts.totalCents,
          );
      const now = clock();
      const inserted = await repo.insertOrder(
        orderId,
        {
          userId,
          vendorLocationId: venue.vendorLocationId,
          ...amounts,
          vendorAddress: venue.vendorAddress,
          paymentIntentId: intent?.id ?? null,
          createdAt: now,
          updatedAt: now,
        },
        lines,
      );
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
      if (body.userId !== userId) throw new AppError('FORBIDDEN', 'You can only change your own orders.');
      if (body.orderId !== orderId) {
        const message = 'The orderId in the body must match the one in the path.';
        throw new AppError('VALIDATION_FAILED', message, [{ field: 'body.orderId', message }]);
      }
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
      });
      deps.orderEvents.announce(orderId);
      return withPayment(await loadOrder(orderId), intent);
    },

    /** The owner, or staff of the order's vendor (any role, read from the database now). */
    async getOrder(user: SessionUser, userId: string, orderId: string): Promise<Order> {
      const record = await loadOrder(orderId);
      const isOwner = record.order.userId === user.userId && userId === user.userId;
      if (!isOwner && !(await access.roleAt(user, record.order.vendorId))) {
        throw new AppError('FORBIDDEN', 'You do not have access to this order.');
      }
      return toOrder(record);
    },

    /** A customer's placed orders, newest first; unpaid carts are not listed. */
    async listOrders(user: SessionUser, userId: string): Promise<Order[]> {
      assertSelf(user, userId);
      return (await repo.listPlacedOrders(userId, ORDER_HISTORY_LIMIT)).map(toOrder);
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
      const after = await transitionToPaid(orderId, order.totalCents);
      if (after.order.status === 'IN_PROGRESS') {
        throw new AppError('PAYMENT_NOT_COMPLETED', 'The order changed while it was being paid. Please try again.');
      }
      return toOrder(after);
    },

    /**
     * For the payment provider's webhook: marks the order of a succeeded intent PAID, once.
     * Answers the order, or null when no order has this intent or its payment is not (fully) made.
     */
    async confirmPayment(paymentIntentId: string): Promise<Order | null> {
      const record = await repo.findByPaymentIntent(paymentIntentId);
      if (!record) return null;
      if (record.order.status !== 'IN_PROGRESS') return toOrder(record);
      if ((await orderPayments.checkPayment(paymentIntentId, record.order.totalCents)) !== 'paid') return null;
      const after = await transitionToPaid(record.order.orderId, record.order.totalCents);
      return after.order.status === 'IN_PROGRESS' ? null : toOrder(after);
    },

    /** Sales tax of a cart in cents, priced from our inventory (client prices are ignored). */
    async calculateTax(body: CalculateTaxInput): Promise<number> {
      return (await priceLines(body)).taxCents;
    },
  };
}
