import {
  type Language,
  type MarkReadyResponse,
  type Order,
  QUEUE_MAX_ORDERS,
  QUEUE_WINDOW_HOURS,
  type QueueResponse,
  RECEIPT_TEXTS_PER_ORDER,
  RECEIPT_TEXTS_PER_ORDER_CUSTOMER,
  type ReceiptTextResponse,
  type SessionUser,
} from '@queueless/contracts';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { translate } from '../../lib/i18n.js';
import { recordAudit } from '../audit/index.js';
import type { SmsNotices } from '../notices/index.js';
import {
  type OrderLists,
  type OrderReads,
  recordOrderEvent,
  toLineComponent,
  toLineOption,
  toOrder,
} from '../orders/index.js';
import type { Access } from '../staff/index.js';
import type { QueueRepo } from './queue.repo.js';

export type QueueService = ReturnType<typeof createQueueService>;

/** The order's status page, which shows its receipt: the one link our texts about an order carry. */
export const orderPagePath = (vendorLocationId: string, orderId: string) =>
  `/location/${encodeURIComponent(vendorLocationId)}/order/${encodeURIComponent(orderId)}/status`;

/** The ready text's unique key: one per order, however many taps (decision 070). */
export const readyNoticeKey = (orderId: string) => `order-ready:${orderId}`;
/** A receipt text's unique key: the nth text of the order's receipt (decision 071). */
export const receiptNoticeKey = (orderId: string, n: number) => `order-receipt:${orderId}:${n}`;

/** A ready text is worth sending for this long; after that the customer has their order or has seen the page. */
export const READY_TEXT_TTL_MS = 2 * 3_600_000;

const shortId = (orderId: string) => orderId.slice(-6);
const readyText = /*i18n*/ {
  id: 'sms.order-ready',
  message: 'Queueless: your order #{orderNumber} is ready. Pick it up at the bar. {link}',
};
const receiptText = /*i18n*/ {
  id: 'sms.receipt',
  message: 'Queueless: your receipt for order #{orderNumber}: {link}',
};
/** The ready text, in its recipient's language (decision 097). */
export const readyMessage = (orderId: string, link: string, language: Language = 'en') =>
  translate(language, readyText, { orderNumber: shortId(orderId), link });
/** A receipt text, in its recipient's language (decision 097). */
export const receiptMessage = (orderId: string, link: string, language: Language = 'en') =>
  translate(language, receiptText, { orderNumber: shortId(orderId), link });

const notFound = () => new AppError('NOT_FOUND', 'Order ID not found');
const notPaid = () => new AppError('ORDER_NOT_PAID', 'This order has not been paid.');
const tooManyReceipts = () =>
  new AppError('RECEIPT_TEXT_LIMIT', 'This receipt has been texted as many times as it can be.');

/**
 * The bar's queue (decision 070): the location's paid orders not yet picked up, marking one ready (once, with its
 * text through the SMS outbox in the same transaction), the customer's choice of texts, and receipt texts
 * (decision 071).
 */
export function createQueueService(deps: {
  queueRepo: QueueRepo;
  ordersRepo: OrderLists;
  orderReads: OrderReads;
  access: Access;
  smsNotices: SmsNotices;
  publicBaseUrl: string;
  clock: Clock;
}) {
  const { queueRepo, ordersRepo, orderReads, access, smsNotices, clock } = deps;
  const linkTo = (vendorLocationId: string, orderId: string) =>
    `${deps.publicBaseUrl}${orderPagePath(vendorLocationId, orderId)}`;

  async function requireLocationStaff(user: SessionUser, vendorLocationId: string): Promise<void> {
    const venue = await ordersRepo.getVenue(vendorLocationId);
    if (!venue) throw new AppError('NOT_FOUND', 'Location not found.');
    await access.requireRole(user, venue.vendorId);
  }

  /** The order as staff of its vendor read it, when it is this location's (another location's is not found). */
  async function loadLocationOrder(user: SessionUser, vendorLocationId: string, orderId: string) {
    const record = await orderReads.loadStaffOrder(user, orderId);
    if (record.order.vendorLocationId.toUpperCase() !== vendorLocationId.toUpperCase()) throw notFound();
    return record;
  }

  /** The caller's own order, named by a path that carries the caller's own user id. */
  async function loadOwnOrder(user: SessionUser, userId: string, orderId: string) {
    if (userId !== user.userId) throw new AppError('FORBIDDEN', 'You can only see and change your own orders.');
    const record = await orderReads.loadOrder(orderId);
    if (record.order.userId !== user.userId) throw new AppError('FORBIDDEN', 'This order belongs to someone else.');
    return record;
  }

  /** Counts and queues the nth receipt text in one transaction, then sends it; refused past `limit`. */
  async function textReceipt(order: Order, limit: number): Promise<ReceiptTextResponse> {
    if (order.datetimePaid === null) throw notPaid();
    const key = await ordersRepo.db.transaction(async (tx) => {
      const count = await queueRepo.countReceiptText(tx, order.orderId, limit);
      if (count === undefined) throw tooManyReceipts();
      const to = await queueRepo.phoneOf(order.orderId, tx);
      if (!to) throw notFound();
      // The customer's language, whoever asked for the receipt (staff, in theirs).
      const noticeKey = receiptNoticeKey(order.orderId, count);
      await smsNotices.queue(tx, {
        key: noticeKey,
        to: to.phoneNumber,
        body: receiptMessage(order.orderId, linkTo(order.vendorLocationId, order.orderId), to.language),
      });
      return { noticeKey, count };
    });
    smsNotices.sendAfterCommit([key.noticeKey]);
    return { remaining: Math.max(0, limit - key.count) };
  }

  async function readQueue(vendorLocationId: string): Promise<QueueResponse> {
    const rows = await queueRepo.listQueue(vendorLocationId, QUEUE_MAX_ORDERS, QUEUE_WINDOW_HOURS);
    return {
      asOf: clock().toISOString(),
      items: rows.map((row) => ({
        orderId: row.orderId,
        shortOrderId: shortId(row.orderId),
        firstName: row.firstName,
        status: row.status,
        items: row.items.map((item) => ({
          ...item,
          options: item.options.map(toLineOption),
          components: item.components.map(toLineComponent),
        })),
        idCheckRequired: row.items.some((item) => item.idRequired),
        totalQuantity: row.items.reduce((sum, item) => sum + item.quantity, 0),
        paidAt: row.paidAt.toISOString(),
        readyAt: row.readyAt?.toISOString() ?? null,
      })),
    };
  }

  /**
   * The one Ready command, in the caller's transaction: the conditional statement, the `order.ready` event and the
   * audit row. True when this call made the order ready; false when it was ready already or is not PAID. The queue's
   * Ready and a station's last bump (decision 088) both go through it, so an order is made ready once, one way.
   */
  async function markReadyIn(
    tx: Tx,
    order: { orderId: string; vendorId: string; vendorLocationId: string },
    userId: string,
  ): Promise<boolean> {
    const { orderId } = order;
    if (!(await queueRepo.markReady(tx, orderId, { readyAt: clock(), readyBy: userId }))) return false;
    await recordOrderEvent(tx, orderId, 'order.ready');
    await recordAudit(tx, {
      actorUserId: userId,
      vendorId: order.vendorId,
      action: 'order.ready',
      entityType: 'order',
      entityId: orderId,
      details: { vendorLocationId: order.vendorLocationId },
    });
    // The customer's text is this event's consumer (`readyTexts`, decision 078).
    return true;
  }

  return {
    requireLocationStaff,
    readQueue,
    markReadyIn,

    /** The queue of a location: staff of any role at its vendor. */
    async getQueue(user: SessionUser, vendorLocationId: string): Promise<QueueResponse> {
      await requireLocationStaff(user, vendorLocationId);
      return readQueue(vendorLocationId);
    },

    /**
     * Marks the order ready, once: one conditional statement, its audit row and the customer's text (keyed by the
     * order, unless they turned texts off) in one transaction, then the live update and the send. A tap that finds
     * it ready already answers the order with `wasAlreadyReady` and sends nothing; not PAID is a 409.
     */
    async markReady(user: SessionUser, vendorLocationId: string, orderId: string): Promise<MarkReadyResponse> {
      const { order } = await loadLocationOrder(user, vendorLocationId, orderId);
      const queued = await ordersRepo.db.transaction((tx) =>
        markReadyIn(tx, { orderId, vendorId: order.vendorId, vendorLocationId: order.vendorLocationId }, user.userId),
      );
      const after = await orderReads.loadOrder(orderId);
      if (queued) {
        return { order: toOrder(after), wasAlreadyReady: false };
      }
      if (after.order.readyAt !== null) return { order: toOrder(after), wasAlreadyReady: true };
      if (after.order.status === 'REFUNDED') throw new AppError('ORDER_REFUNDED', 'This order has been refunded.');
      if (after.order.status === 'COMPLETE') {
        throw new AppError('ORDER_ALREADY_COMPLETE', 'This order has already been picked up.');
      }
      throw notPaid();
    },

    /** The customer turns texts about their order on or off: the owner only. */
    async setNotifications(user: SessionUser, userId: string, orderId: string, texts: boolean): Promise<Order> {
      await loadOwnOrder(user, userId, orderId);
      await ordersRepo.db.transaction(async (tx) => {
        await queueRepo.setTextsEnabled(orderId, texts, tx);
        await recordOrderEvent(tx, orderId, 'order.changed');
      });
      return toOrder(await orderReads.loadOrder(orderId));
    },

    /** The customer has their paid order's receipt texted (at most RECEIPT_TEXTS_PER_ORDER_CUSTOMER times). */
    async textReceiptToOwner(user: SessionUser, userId: string, orderId: string): Promise<ReceiptTextResponse> {
      const record = await loadOwnOrder(user, userId, orderId);
      return textReceipt(toOrder(record), RECEIPT_TEXTS_PER_ORDER_CUSTOMER);
    },

    /** Staff resend the receipt text (within RECEIPT_TEXTS_PER_ORDER in all), unless the customer turned texts off. */
    async resendReceipt(user: SessionUser, vendorLocationId: string, orderId: string): Promise<ReceiptTextResponse> {
      const record = await loadLocationOrder(user, vendorLocationId, orderId);
      const order = toOrder(record);
      // The customer's "texts off" holds for staff too: only the customer's own ask sends a receipt then (issue 37).
      if (!order.textsEnabled) {
        throw new AppError(
          'CONFLICT',
          'This customer has turned texts off: they can have the receipt texted themselves.',
        );
      }
      return textReceipt(order, RECEIPT_TEXTS_PER_ORDER);
    },
  };
}
