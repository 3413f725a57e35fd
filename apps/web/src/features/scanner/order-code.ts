import { idOfCode } from '@queueless/contracts';

/**
 * The order code in a scanned pickup QR code: its last path segment (staff.md section 2). The customer's code holds
 * the signed code (decision 092), whose id is read out; a bare id or a URL ending in the id reads the same.
 */
export function extractOrderCode(text: string): string | null {
  const trimmed = text.trim();
  let path = trimmed;
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      path = new URL(trimmed).pathname;
    } catch {
      return null;
    }
  }
  const segments = path.split('/').filter((segment) => segment.trim() !== '');
  const last = segments.at(-1);
  if (!last) return null;
  let segment: string;
  try {
    segment = decodeURIComponent(last).trim();
  } catch {
    segment = last.trim();
  }
  return segment ? idOfCode(segment) : null;
}

/** What a person types from a damaged code: spaces and dashes dropped, letters uppercased (order ids are). */
export function normalizeTypedOrderCode(input: string): string {
  return input.replace(/[\s-]+/g, '').toUpperCase();
}

/** The shape of an order id the API accepts; anything else is an 'Invalid Order ID' before asking. */
export function isPlausibleOrderId(orderId: string | undefined): orderId is string {
  return orderId !== undefined && /^[A-Za-z0-9_-]{1,64}$/.test(orderId);
}
