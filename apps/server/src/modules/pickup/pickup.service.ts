import {
  type CompleteOrderResponse,
  FULFILLED_ORDERS_MAX_WINDOW_DAYS,
  FULFILLED_ORDERS_WINDOW_HOURS,
  type FulfilledOrdersQuery,
  LOCATION_ORDERS_WINDOW_HOURS,
  type Order,
  type OrderListQuery,
  type OrderListResponse,
  type SessionUser,
  SHORT_ORDER_ID_MAX_MATCHES,
  SHORT_ORDER_ID_WINDOW_DAYS,
  type ShortOrderIdMatchesResponse,
} from '@queueless/contracts';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Metrics } from '../../lib/metrics.js';
import { recordAudit } from '../audit/index.js';
import {
  type OrderLists,
  type OrderReads,
  type OrderRecord,
  pageOf,
  recordOrderEvent,
  toOrder,
  toOrderList,
} from '../orders/index.js';
import type { Access } from '../staff/index.js';
import type { PickupRepo } from './pickup.repo.js';

export type PickupService = ReturnType<typeof createPickupService>;

const HOUR_MS = 3_600_000;

const notPaid = () => new AppError('ORDER_NOT_PAID', 'This order has not been paid.');
const refunded = () => new AppError('ORDER_REFUNDED', 'This order has been refunded.');
const balanceAlreadyCollected = () =>
  new AppError('BALANCE_ALREADY_COLLECTED', 'The balance of this order has already been collected.');
const noBalanceDue = () => new AppError('NO_BALANCE_DUE', 'This order has no balance due at pickup.');
const balanceNotCollected = () =>
  new AppError('BALANCE_NOT_COLLECTED', 'The balance of this order is not recorded as collected.');

/** What staff do with orders at the counter: complete them, record a presale's balance, and list a location's recent ones. */
export function createPickupService(deps: {
  ordersRepo: OrderLists;
  pickupRepo: PickupRepo;
  orderReads: OrderReads;
  access: Access;
  clock: Clock;
  /** Counts orders completed (queueless_orders_total). */
  metrics?: Pick<Metrics, 'orders'>;
}) {
  const { ordersRepo, pickupRepo: repo, orderReads, access, clock } = deps;
  const { loadOrder, loadStaffOrder } = orderReads;

  /**
   * A presale balance's record changed (collected, or taken back): the staff order of that location, one
   * conditional statement and its audit row in one transaction, then the live update. Nothing changed: a 409
   * saying why, from the order as it is now (no balance, refunded, else `unchanged`'s own).
   */
  async function changeBalanceRecord(
    user: SessionUser,
    vendorLocationId: string,
    orderId: string,
    how: {
      change: (tx: Executor) => Promise<boolean>;
      action: string;
      details: (order: OrderRecord['order']) => Record<string, unknown>;
      unchanged: (order: OrderRecord['order']) => AppError;
    },
  ): Promise<Order> {
    const { order } = await loadStaffOrder(user, orderId);
    if (order.vendorLocationId.toUpperCase() !== vendorLocationId.toUpperCase()) {
      throw new AppError('NOT_FOUND', 'Order ID not found');
    }
    const isChanged = await ordersRepo.db.transaction(async (tx) => {
      if (!(await how.change(tx))) return false;
      await recordOrderEvent(tx, orderId, 'order.changed');
      await recordAudit(tx, {
        actorUserId: user.userId,
        vendorId: order.vendorId,
        action: how.action,
        entityType: 'order',
        entityId: orderId,
        details: {
          vendorLocationId: order.vendorLocationId,
          amountCents: order.balanceDueCents,
          ...how.details(order),
        },
      });
      return true;
    });
    const after = await loadOrder(orderId);
    if (isChanged) {
      return toOrder(after);
    }
    if (after.order.balanceDueCents <= 0) throw noBalanceDue();
    if (after.order.status === 'REFUNDED') throw refunded();
    throw how.unchanged(after.order);
  }

  async function requireLocationStaff(user: SessionUser, vendorLocationId: string): Promise<void> {
    const venue = await ordersRepo.getVenue(vendorLocationId);
    if (!venue) throw new AppError('NOT_FOUND', 'Location not found.');
    await access.requireRole(user, venue.vendorId);
  }

  async function listRecent(vendorLocationId: string, after: Date, query: OrderListQuery): Promise<OrderListResponse> {
    return toOrderList(await ordersRepo.listFulfilledOrders(vendorLocationId, after, pageOf(query)));
  }

  return {
    /**
     * Pickup: PAID → COMPLETE, once, by one conditional statement (which checks the caller's role and
     * writes the audit record with it), then the live update. Completing a complete order answers it
     * unchanged, saying it was (`wasAlreadyComplete`: another counter won); an unpaid or refunded one is a 409.
     */
    async completeOrder(user: SessionUser, orderId: string, idChecked = false): Promise<CompleteOrderResponse> {
      for (let attempt = 1; ; attempt++) {
        const completed = await repo.completePaidOrder({
          orderId,
          completedAt: clock(),
          completedBy: user.userId,
          idChecked,
        });
        if (completed) {
          deps.metrics?.orders.inc({ transition: 'completed' });
          return { order: toOrder(completed), wasAlreadyComplete: false };
        }
        // Nothing changed: say why, from the order as it is now (and refuse a caller without a role).
        const after = await loadStaffOrder(user, orderId);
        if (after.order.status === 'COMPLETE') return { order: toOrder(after), wasAlreadyComplete: true };
        if (after.order.status === 'REFUNDED') throw refunded();
        // PAID now means it was paid between our update and this read: try once more.
        if (after.order.status === 'IN_PROGRESS' || attempt >= 2) throw notPaid();
      }
    },

    /** A bar device's hand-over in the caller's transaction (decision 092): see `completePaidOrderIn`. */
    completeFromDevice: repo.completePaidOrderIn,

    /**
     * Records that staff took a presale's balance at pickup (decision 018): once, by one conditional
     * statement with its audit row in the same transaction, then the live update. Staff of any role at
     * the order's vendor (read from the database on this call); an order of another location is not
     * found here. No balance, already collected, unpaid or refunded: a 409 that says which.
     */
    async collectBalance(user: SessionUser, vendorLocationId: string, orderId: string): Promise<Order> {
      return changeBalanceRecord(user, vendorLocationId, orderId, {
        change: (tx) =>
          repo.markBalanceCollected(tx, orderId, { balanceCollectedAt: clock(), balanceCollectedBy: user.userId }),
        action: 'order.balance_collected',
        details: () => ({}),
        unchanged: (order) => (order.status === 'IN_PROGRESS' ? notPaid() : balanceAlreadyCollected()),
      });
    },

    /**
     * Takes back a balance recorded as collected by mistake (a tap on the wrong order, the customer
     * walked off before paying): the order owes its balance again. Anyone who may record it may take it
     * back, as with recording: one conditional statement with its audit row (who recorded it, and when)
     * in the same transaction, then the live update. Nothing recorded, or refunded: a 409 that says which.
     */
    async undoBalanceCollected(user: SessionUser, vendorLocationId: string, orderId: string): Promise<Order> {
      return changeBalanceRecord(user, vendorLocationId, orderId, {
        change: (tx) => repo.clearBalanceCollected(tx, orderId, clock()),
        action: 'order.balance_collection_undone',
        // What is taken back, as it was read before the change.
        details: (order) => ({
          collectedAt: order.balanceCollectedAt?.toISOString() ?? null,
          collectedBy: order.balanceCollectedBy,
        }),
        unchanged: () => balanceNotCollected(),
      });
    },

    /**
     * The staff order history: the location's orders paid, completed or refunded after the bound
     * (12 hours ago unless given, at most 7 days back), never IN_PROGRESS, newest first by their latest
     * change, a page at a time.
     */
    async listFulfilledOrders(user: SessionUser, query: FulfilledOrdersQuery): Promise<OrderListResponse> {
      pageOf(query);
      const now = clock().getTime();
      const after = query.datetimeCompletedAfter
        ? new Date(query.datetimeCompletedAfter)
        : new Date(now - FULFILLED_ORDERS_WINDOW_HOURS * HOUR_MS);
      if (now - after.getTime() > FULFILLED_ORDERS_MAX_WINDOW_DAYS * 24 * HOUR_MS) {
        const message = `The window can be at most ${FULFILLED_ORDERS_MAX_WINDOW_DAYS} days.`;
        throw new AppError('VALIDATION_FAILED', `querystring.datetimeCompletedAfter: ${message}`, [
          { field: 'querystring.datetimeCompletedAfter', message },
        ]);
      }
      await requireLocationStaff(user, query.vendorLocationId);
      return listRecent(query.vendorLocationId, after, query);
    },

    /**
     * The ORDER # a customer reads out, resolved at this location: its orders of the last days (and any older one
     * still owing a balance) whose id ends in it, newest first. None, one, or the choices; staff of any role there.
     */
    async findOrdersByShortId(
      user: SessionUser,
      vendorLocationId: string,
      shortOrderId: string,
    ): Promise<ShortOrderIdMatchesResponse> {
      await requireLocationStaff(user, vendorLocationId);
      const after = new Date(clock().getTime() - SHORT_ORDER_ID_WINDOW_DAYS * 24 * HOUR_MS);
      const ids = await repo.findIdsByShortId(vendorLocationId, shortOrderId, after, SHORT_ORDER_ID_MAX_MATCHES);
      const records = await Promise.all(ids.map((orderId) => loadOrder(orderId)));
      return { items: records.map(toOrder) };
    },

    /** The location's orders of the last 24 hours, IN_PROGRESS left out, newest first, a page at a time. */
    async listLocationOrders(
      user: SessionUser,
      vendorLocationId: string,
      query: OrderListQuery,
    ): Promise<OrderListResponse> {
      pageOf(query);
      await requireLocationStaff(user, vendorLocationId);
      const after = new Date(clock().getTime() - LOCATION_ORDERS_WINDOW_HOURS * HOUR_MS);
      return listRecent(vendorLocationId, after, query);
    },
  };
}
