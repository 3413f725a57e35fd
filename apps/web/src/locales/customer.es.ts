import type { Messages } from './groups';

/** The customer's messages in 'es' (groups.ts): the shell, the customer's pages, every feature's but the staff's. */
const catalogues = import.meta.glob<{ messages: Messages }>(
  [
    './es/shell.po',
    './es/order-pages.po',
    './es/vendor-pages.po',
    '../features/*/locales/es.po',
    '!../features/{analytics,connect,integrations,inventory,media,offline,operators,staff,stations}/locales/es.po',
  ],
  { eager: true },
);

// One object of every message (their ids are hashes of the English, so never clash), here rather than in a shared
// helper, which would be a request of its own.
export const messages: Messages = Object.assign({}, ...Object.values(catalogues).map((module) => module.messages));
