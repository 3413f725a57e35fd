import type { Messages } from '@lingui/core';
/**
 * The three groups a language's catalogues load in (decision 095), each one request: the order's (the shell, the menu
 * and the order's pages to the pickup code, and the features they use), before the first render; the customer's other
 * pages' (every other feature but the staff's), with the first such page; the staff's, with the first staff page. So
 * a phone opening a menu in Spanish loads only what the menu and the order say, and never the staff's messages. Each
 * feature's catalogue is in exactly one group (catalogues.test.ts); the globs in the group modules follow these lists.
 */
export const ORDER_FEATURES = [
  'cart',
  'checkout',
  'content',
  'identity',
  'menu',
  'orders',
  'payments',
  'vendor-locations',
  'vendors',
] as const;

export const STAFF_FEATURES = [
  'analytics',
  'connect',
  'integrations',
  'inventory',
  'media',
  'offline',
  'operators',
  'staff',
  'stations',
] as const;

export type { Messages };
