import type { Tx } from '../../db/client.js';
import { recordEvent } from '../domain-events/index.js';

/** In the transaction of a product's change: its domain event (decision 078). */
export function recordProductEvent(
  tx: Tx,
  type: 'product.created' | 'product.updated' | 'product.archived' | 'stock.changed',
  place: { vendorId: string; vendorLocationId: string },
  productId: string,
  payload?: Record<string, unknown>,
): Promise<void> {
  return recordEvent(tx, {
    type,
    vendorId: place.vendorId,
    vendorLocationId: place.vendorLocationId,
    aggregateId: productId,
    payload,
  });
}
