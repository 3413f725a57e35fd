import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { type DomainEventType, recordEventFrom } from '../domain-events/index.js';

/** In the transaction of an order's change: its domain event (decision 078), with the order's vendor and location. */
export function recordOrderEvent(
  tx: Tx,
  orderId: string,
  type: DomainEventType & `order.${string}`,
  payload: Record<string, unknown> = {},
): Promise<void> {
  return recordEventFrom(
    tx,
    type,
    sql`select l.vendor_id, o.vendor_location_id, o.order_id as aggregate_id
      from orders o join vendor_locations l on l.vendor_location_id = o.vendor_location_id
      where o.order_id = ${orderId}`,
    payload,
  );
}

/** A card payment for the order failed at the provider (the order stays unpaid): `order.payment_failed`, if it is an order's. */
export function recordPaymentFailed(tx: Tx, paymentIntentId: string, payload: { reason: string }): Promise<void> {
  return recordEventFrom(
    tx,
    'order.payment_failed',
    sql`select l.vendor_id, o.vendor_location_id, o.order_id as aggregate_id
      from orders o join vendor_locations l on l.vendor_location_id = o.vendor_location_id
      where o.payment_intent_id = ${paymentIntentId}`,
    payload,
  );
}
