import type { OrdersRepo } from './orders.repo.js';

/**
 * What refunds do to an order (decision 079): hold and give back part of its charge, mark it refunded, read its lines.
 * The order's refund fields are the refunds' projection, written by these in the refund's own transaction.
 */
export type OrderRefunds = Pick<
  OrdersRepo,
  | 'findByPaymentIntent'
  | 'lockOrder'
  | 'listOrderItems'
  | 'reserveRefund'
  | 'releaseRefund'
  | 'markRefunded'
  | 'markUnfilledRefunded'
>;

/** What pickup reads of orders: a location's venue and its fulfilled orders, and the database its changes run on. */
export type OrderLists = Pick<OrdersRepo, 'db' | 'getVenue' | 'listFulfilledOrders'>;

/** The commands orders gives the modules built on it; they never build its repository (decision 079). */
export function createOrderCommands(repo: OrdersRepo): { orderRefunds: OrderRefunds; orderLists: OrderLists } {
  return {
    orderRefunds: {
      findByPaymentIntent: repo.findByPaymentIntent,
      lockOrder: repo.lockOrder,
      listOrderItems: repo.listOrderItems,
      reserveRefund: repo.reserveRefund,
      releaseRefund: repo.releaseRefund,
      markRefunded: repo.markRefunded,
      markUnfilledRefunded: repo.markUnfilledRefunded,
    },
    orderLists: { db: repo.db, getVenue: repo.getVenue, listFulfilledOrders: repo.listFulfilledOrders },
  };
}
