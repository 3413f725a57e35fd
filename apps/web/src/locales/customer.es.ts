import { type Messages, merged } from './groups';

/** The customer's messages in 'es' (groups.ts): the shell, the customer's pages, every feature's but the staff's. */
export const messages: Messages = merged(
  import.meta.glob(
    [
      './es/shell.po',
      './es/order-pages.po',
      './es/vendor-pages.po',
      '../features/*/locales/es.po',
      '!../features/{analytics,connect,integrations,inventory,media,offline,operators,staff,stations}/locales/es.po',
    ],
    { eager: true },
  ),
);
