import type { Messages } from '@lingui/core';
/**
 * The two groups a language's catalogues load in (decision 095): what a customer's pages say (the shell, the
 * customer's pages and the features they use) and what only the staff's pages say, loaded with the first staff page,
 * so a customer's phone never downloads the staff's messages. Each feature's catalogue is in exactly one group
 * (src/lib/i18n/catalogues.test.ts); the globs in the group modules beside this file follow this list.
 */
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
