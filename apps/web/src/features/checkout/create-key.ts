import { readText, removeItem, writeText } from '#web/lib/browser-storage';

/**
 * The Idempotency-Key of an order's create (decision 017): one per customer and location, kept in the tab
 * (sessionStorage, so a reload keeps it too) from the create's first try until an answer arrives, so a create repeated
 * after its answer was lost (a dropped connection) sends the same key and the server answers the order the first one
 * made, instead of making a second.
 */
const keyName = (userId: string, vendorLocationId: string) => `ql.orderCreateKey.${userId}.${vendorLocationId}`;

function newKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The key of the create under way (a retry's), else a new one, kept until `settleCreateKey`. */
export function takeCreateKey(userId: string, vendorLocationId: string): string {
  const name = keyName(userId, vendorLocationId);
  // A kept key the server refuses (changed by hand) is answered 400, which settles it: the next create makes anew.
  const kept = readText('session', name);
  if (kept) return kept;
  const fresh = newKey();
  writeText('session', name, fresh);
  return fresh;
}

/** The create was answered (an order, or a refusal): the next create is a new one, with a new key. */
export function settleCreateKey(userId: string, vendorLocationId: string): void {
  removeItem('session', keyName(userId, vendorLocationId));
}
