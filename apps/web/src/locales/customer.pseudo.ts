import type { Messages } from './groups';

/**
 * The customer's other pages' messages in 'pseudo' (groups.ts): every feature's but the order's and the staff's, and every
 * form's field messages (lib/forms/field-messages.ts).
 */
const catalogues = import.meta.glob<{ messages: Messages }>(
  [
    './pseudo/vendor-pages.po',
    './pseudo/form-messages.po',
    '../features/*/locales/pseudo.po',
    '!../features/{cart,checkout,content,identity,menu,orders,payments,vendor-locations,vendors}/locales/pseudo.po',
    '!../features/{analytics,connect,integrations,inventory,media,offline,operators,staff,stations}/locales/pseudo.po',
  ],
  { eager: true },
);

// One object of every message (their ids are hashes of the English, so never clash), here rather than in a shared
// helper, which would be a request of its own.
export const messages: Messages = Object.assign({}, ...Object.values(catalogues).map((module) => module.messages));
