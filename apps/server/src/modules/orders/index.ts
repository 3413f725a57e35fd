// What pickup, refunds and payments build on: orders' commands and reads (services of this module, never its
// repository: decision 079), its live-update hub, the order's view and pricing's pure rules.

export type { OrdersOverrides } from './module.js';
export type { OrderLists, OrderRefunds } from './order-commands.js';
export { recordOrderEvent, recordPaymentFailed } from './order-domain-events.js';
export type { OrderEventsHub } from './order-events.js';
export type { OrderLimits } from './order-limits.js';
export { pageOf, toOrderList } from './order-pages.js';
export type { OrderReads } from './order-reads.js';
export { toLineComponent, toLineOption, toOrder } from './order-view.js';
// The order's columns as a statement's result (pickup's one-statement completion reads the order it changed).
export { orderFieldsOf } from './orders.repo.js';
export type { OrdersService, UnfilledRefunds } from './orders.service.js';
// Its tables and their rows, for the statements and foreign keys of the modules that read them.
export {
  type OrderItemComponentRow,
  type OrderItemOptionRow,
  type OrderRecord,
  type OrderRow,
  orderItems,
  orders,
} from './orders.tables.js';
export { isFreeTotal } from './pricing.js';
