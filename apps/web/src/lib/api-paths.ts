/**
 * The API paths the web app still spells itself, one export each so a page's bundle carries only those it calls;
 * they go once each call uses its contract's endpoint declaration.
 */

const segment = encodeURIComponent;

export const startSignIn = () => '/auth-service/v1/passwordless/start';

export const verifySignIn = () => '/auth-service/v1/passwordless/verify';

export const vendorUserRole = (vendorId: string) => `/vendor-auth-service/v1/vendors/${segment(vendorId)}/user-role`;

export const userOrders = (userId: string) => `/order-service/v1/users/${segment(userId)}/orders`;

export const userOrder = (userId: string, orderId: string) =>
  `/order-service/v1/users/${segment(userId)}/orders/${segment(orderId)}`;

export const markOrderPaid = (userId: string, orderId: string) =>
  `/order-service/v1/users/${segment(userId)}/orders/${segment(orderId)}/markPaid`;

export const orderEvents = (userId: string, orderId: string) =>
  `/order-service/v1/users/${segment(userId)}/orders/${segment(orderId)}/events`;

export const calculateTax = () => '/order-service/v1/taxes/calculate';

export const paymentConfig = () => '/payment-service/v1/config';

export const confirmSimulatedPayment = (paymentIntentId: string) =>
  `/payment-service/v1/simulated/payment-intents/${segment(paymentIntentId)}/confirm`;
