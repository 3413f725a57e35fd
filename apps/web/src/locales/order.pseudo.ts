import type { Messages } from './groups';

/** The order's messages in 'pseudo' (groups.ts): the shell, the menu and the order's pages, and what they use. */
const catalogues = import.meta.glob<{ messages: Messages }>(
  [
    './pseudo/shell.po',
    './pseudo/order-pages.po',
    '../features/{cart,checkout,content,identity,menu,orders,payments,vendor-locations,vendors}/locales/pseudo.po',
  ],
  { eager: true },
);

// One object of every message (their ids are hashes of the English, so never clash), here rather than in a shared
// helper, which would be a request of its own.
export const messages: Messages = Object.assign({}, ...Object.values(catalogues).map((module) => module.messages));
