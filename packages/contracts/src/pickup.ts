import { defineEndpoint } from './endpoint.js';
import {
  completeOrderResponseSchema,
  fulfilledOrdersQuerySchema,
  locationOrderPathSchema,
  locationOrdersPathSchema,
  orderListQuerySchema,
  orderListResponseSchema,
  orderPathSchema,
  orderResponseSchema,
  shortOrderIdMatchesResponseSchema,
  shortOrderIdPathSchema,
} from './orders.js';

// Pickup: staff hand an order over, collect a presale's balance and read their location's orders (the orders' schemas
// stay in orders.ts; the calls are pickup's, served by apps/server/src/modules/pickup).

/** Staff calls (complete, refund): the path's user id may be any placeholder; the caller's role decides. */
export const completeOrder = defineEndpoint({
  method: 'PUT',
  path: '/order-service/v1/users/:userId/orders/:orderId/complete',
  tags: ['orders'],
  auth: 'bearer',
  params: orderPathSchema,
  response: { 200: completeOrderResponseSchema },
});

/** A presale's balance taken at pickup: staff of any role at the order's vendor (decision 018). */
export const collectBalance = defineEndpoint({
  method: 'PUT',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/orders/:orderId/balance-collected',
  tags: ['orders'],
  auth: 'bearer',
  params: locationOrderPathSchema,
  response: { 200: orderResponseSchema },
});

/** The balance taken back when it was recorded by mistake (decision 018). */
export const undoBalanceCollected = defineEndpoint({
  method: 'DELETE',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/orders/:orderId/balance-collected',
  tags: ['orders'],
  auth: 'bearer',
  params: locationOrderPathSchema,
  response: { 200: orderResponseSchema },
});

export const listFulfilledOrders = defineEndpoint({
  method: 'GET',
  path: '/order-service/v1/fulfilled-orders',
  tags: ['orders'],
  auth: 'bearer',
  query: fulfilledOrdersQuerySchema,
  response: { 200: orderListResponseSchema },
});

export const listLocationOrders = defineEndpoint({
  method: 'GET',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/orders',
  tags: ['orders'],
  auth: 'bearer',
  params: locationOrdersPathSchema,
  query: orderListQuerySchema,
  response: { 200: orderListResponseSchema },
});

/**
 * The ORDER # a customer reads out (the last 6 characters of the id) resolved among this location's orders of the
 * last days, and any still owing a presale balance: staff of any role at the location's vendor. Not in the spec.
 */
export const findOrdersByShortId = defineEndpoint({
  method: 'GET',
  path: '/order-service/v1/vendor-locations/:vendorLocationId/orders/by-short-id/:shortOrderId',
  tags: ['orders'],
  auth: 'bearer',
  params: shortOrderIdPathSchema,
  response: { 200: shortOrderIdMatchesResponseSchema },
});
