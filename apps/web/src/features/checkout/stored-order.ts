import type { CreateOrderBody, Order } from '@queueless/contracts';
import { readJson, removeItem, writeJson } from '#web/lib/browser-storage';

/** The tips the API takes, in percent (0 for merchandise-only carts). */
export type TipPercentage = NonNullable<CreateOrderBody['tipPercentage']>;
const TIP_PERCENTAGES: readonly number[] = [0, 10, 15, 20, 25];

export function isTipPercentage(value: unknown): value is TipPercentage {
  return typeof value === 'number' && TIP_PERCENTAGES.includes(value);
}

/** The order being checked out at a location, and what the browser needs to pay it. */
export type StoredOrder = {
  order: Order;
  clientSecret: string | null;
  paymentIntentId: string | null;
  tipPercentage: TipPercentage;
  /** The vendor's connected account a direct charge is made on (decision 091); absent on the platform's. */
  stripeAccount?: string;
};

const KEY_PREFIX = 'ql.order.';

export function storedOrderKey(vendorLocationId: string): string {
  return `${KEY_PREFIX}${vendorLocationId}`;
}

function isStoredOrder(value: unknown): value is StoredOrder {
  if (!value || typeof value !== 'object') return false;
  const { order, clientSecret, paymentIntentId, tipPercentage } = value as Record<string, unknown>;
  if (!order || typeof order !== 'object') return false;
  const { orderId, userId, status, vendorLocationId, cartItems } = order as Record<string, unknown>;
  return (
    typeof orderId === 'string' &&
    typeof userId === 'string' &&
    typeof status === 'string' &&
    typeof vendorLocationId === 'string' &&
    Array.isArray(cartItems) &&
    (clientSecret === null || typeof clientSecret === 'string') &&
    (paymentIntentId === null || typeof paymentIntentId === 'string') &&
    ((value as Record<string, unknown>).stripeAccount === undefined ||
      typeof (value as Record<string, unknown>).stripeAccount === 'string') &&
    isTipPercentage(tipPercentage)
  );
}

export function readStoredOrder(vendorLocationId: string): StoredOrder | null {
  const value = readJson('local', storedOrderKey(vendorLocationId));
  if (!isStoredOrder(value) || value.order.vendorLocationId !== vendorLocationId) return null;
  return value;
}

export function writeStoredOrder(vendorLocationId: string, stored: StoredOrder): void {
  writeJson('local', storedOrderKey(vendorLocationId), stored);
}

export function clearStoredOrder(vendorLocationId: string): void {
  removeItem('local', storedOrderKey(vendorLocationId));
}

/** Spec section 4: a stored order is reused only when it is the same user's and still in progress. */
export function canReuseStoredOrder(stored: StoredOrder | null, userId: string): stored is StoredOrder {
  return stored !== null && stored.order.userId === userId && stored.order.status === 'IN_PROGRESS';
}
