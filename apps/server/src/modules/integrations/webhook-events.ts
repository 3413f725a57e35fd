import type { WebhookEventType } from '@queueless/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import type { DomainEvent, DomainEventType } from '../domain-events/index.js';
import { reservations } from '../guestlists/index.js';
import { products } from '../inventory/index.js';
import { orders } from '../orders/index.js';
import { webhookDeliveries, webhookEndpoints } from './integrations.tables.js';

/** A product is low once its count falls to this or under from above it (a count or restock: `stock.changed`). */
export const LOW_STOCK_AT = 5;

/** The domain events the webhooks hear (decision 078's table); `stock.changed` is sent as `stock.low` when it crosses. */
export const heardTypes: readonly DomainEventType[] = [
  'order.created',
  'order.paid',
  'order.ready',
  'order.completed',
  'order.refunded',
  'reservation.created',
  'reservation.cancelled',
  'reservation.checked_in',
  'product.updated',
  'stock.changed',
  'ordering.paused',
];

/** The webhook type a domain event is sent as, or null when it is not one (stock that did not cross the line). */
export function webhookTypeOf(event: DomainEvent): WebhookEventType | null {
  if (event.type === 'stock.changed') {
    const { before, after } = (event.payload ?? {}) as { before?: number | null; after?: number | null };
    return typeof after === 'number' && after <= LOW_STOCK_AT && (typeof before !== 'number' || before > LOW_STOCK_AT)
      ? 'stock.low'
      : null;
  }
  return heardTypes.includes(event.type as DomainEventType) ? (event.type as WebhookEventType) : null;
}

/**
 * The object whose messages an endpoint gets strictly in order, or null (issue 41): an order's and a reservation's
 * events say what happened to one thing step by step (`order.ready` before `order.paid` would read as a paid order
 * never made ready), so each waits for the one before it; a product's, stock's and pause's messages carry their whole
 * state and their timestamp, so a receiver keeps the newest and nothing waits.
 */
export function sequenceKeyOf(event: DomainEvent, type: WebhookEventType): string | null {
  if (type.startsWith('order.')) return `order:${event.aggregateId}`;
  if (type.startsWith('reservation.')) return `reservation:${event.aggregateId}`;
  return null;
}

/** The `webhook-id` of an event's message: the same on every try, every redelivery and every endpoint. */
export const messageIdOf = (eventId: number) => `evt_${eventId}`;

/**
 * The small payload (issue 41): type, time, ids, vendor and location, and the object's state as the event's
 * transaction left it (read in the consumer's batch; a receiver fetches more with an API key).
 */
async function payloadOf(event: DomainEvent, type: WebhookEventType, tx: Tx) {
  const data: Record<string, unknown> = {
    eventId: String(event.eventId),
    vendorId: event.vendorId,
    vendorLocationId: event.vendorLocationId,
    ...((event.payload as Record<string, unknown> | null) ?? {}),
  };
  if (type.startsWith('order.')) {
    const [order] = await tx
      .select({
        status: orders.status,
        totalCents: orders.totalCents,
        refundedCents: orders.refundedCents,
        balanceDueCents: orders.balanceDueCents,
      })
      .from(orders)
      .where(eq(orders.orderId, event.aggregateId));
    data.orderId = event.aggregateId;
    data.order = order ?? null;
  } else if (type.startsWith('reservation.')) {
    const [reservation] = await tx
      .select({
        status: reservations.reservationStatus,
        gleventId: reservations.gleventId,
        quantity: reservations.quantity,
        createdAt: reservations.createdAt,
        checkedInAt: reservations.checkedInAt,
        cancelledAt: reservations.cancelledAt,
      })
      .from(reservations)
      .where(eq(reservations.reservationId, event.aggregateId));
    data.reservationId = event.aggregateId;
    data.reservation = reservation ?? null;
  } else if (type === 'product.updated' || type === 'stock.low') {
    const [product] = await tx
      .select({
        name: products.name,
        priceCents: products.priceCents,
        trackQuantity: products.trackQuantity,
        quantityAvailable: products.quantityAvailable,
      })
      .from(products)
      .where(eq(products.productId, event.aggregateId));
    data.productId = event.aggregateId;
    data.product = product ?? null;
  } else {
    data.vendorLocationId = event.vendorLocationId ?? event.aggregateId;
  }
  return { type, timestamp: event.createdAt.toISOString(), data };
}

/**
 * The `webhooks` consumer's handler: in its batch's transaction, one delivery row per enabled endpoint of the event's
 * vendor that chose its type (unique by endpoint and event, so a batch run twice writes each once). Nothing is sent
 * here: the delivery worker sends after the commit (decision 078: no outside call under the consumer's lock).
 */
export async function enqueueDeliveries(event: DomainEvent, tx: Tx): Promise<number> {
  if (!event.vendorId) return 0;
  const type = webhookTypeOf(event);
  if (!type) return 0;
  const endpoints = await tx
    .select({ webhookId: webhookEndpoints.webhookId })
    .from(webhookEndpoints)
    .where(
      sql`${webhookEndpoints.vendorId} = ${event.vendorId} and ${webhookEndpoints.enabled}
        and ${type} = any(${webhookEndpoints.eventTypes})`,
    );
  if (endpoints.length === 0) return 0;
  const payload = await payloadOf(event, type, tx);
  const rows = await tx
    .insert(webhookDeliveries)
    .values(
      endpoints.map(({ webhookId }) => ({
        webhookId,
        eventId: event.eventId,
        messageId: messageIdOf(event.eventId),
        eventType: type,
        payload,
        sequenceKey: sequenceKeyOf(event, type),
      })),
    )
    .onConflictDoNothing()
    .returning({ deliveryId: webhookDeliveries.deliveryId });
  return rows.length;
}
