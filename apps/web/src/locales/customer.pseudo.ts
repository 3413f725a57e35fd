import { type Messages, merged } from './groups';

/** The customer's messages in 'pseudo' (groups.ts): the shell, the customer's pages, every feature's but the staff's. */
export const messages: Messages = merged(
  import.meta.glob(
    [
      './pseudo/shell.po',
      './pseudo/order-pages.po',
      './pseudo/vendor-pages.po',
      '../features/*/locales/pseudo.po',
      '!../features/{analytics,connect,integrations,inventory,media,offline,operators,staff,stations}/locales/pseudo.po',
    ],
    { eager: true },
  ),
);
