// What pickup, refunds and payments build on: the order's rows and reads, its live-update hub, pricing's pure rules.

export type { OrdersOverrides } from './module.js';
export type { OrderEventsHub } from './order-events.js';
export type { OrderLimits } from './order-limits.js';
export { pageOf, toOrderList } from './order-pages.js';
export { createOrderPayments, type OrderPayments } from './order-payments.js';
export { createOrderReads, type OrderReads } from './order-reads.js';
export { toOrder } from './order-view.js';
export {
  createOrdersRepo,
  type OrderRecord,
  type OrderRow,
  type OrdersRepo,
  orderFieldsOf,
} from './orders.repo.js';
export type { OrdersService, UnfilledRefunds } from './orders.service.js';
// Its tables, for the statements and foreign keys of the modules that read them.
export { orderItems, orders } from './orders.tables.js';
export { isFreeTotal } from './pricing.js';
