import { msg, t } from '@lingui/core/macro';
import { isApiError } from '#web/lib/api-client';
import { translated } from '#web/lib/i18n/translated';
import { PaymentFailedError } from './payment-panel';

/** The spec's words for ordering, checkout and order pages (customer.md, section 8), exactly. */
export const orderMessages = translated({
  cartEmptyAtCheckout: msg`Your cart is empty. Please add items before checking out.`,
  cartEmptyAtReview: msg`Your cart is empty. Please add items before proceeding.`,
  /** Lines whose product left the menu (archived, switched off, sold out) were taken out of the cart at review. */
  itemsLeftMenu: msg`Some items are no longer on the menu and were removed from your cart.`,
  vendorMissing: msg`Unable to proceed: Vendor information is missing. Please try refreshing the page.`,
  locationMissing: msg`Unable to proceed: Location information is missing. Please try refreshing the page.`,
  orderInformationMissing: msg`Required order information is missing. Please return to the Order Review page.`,
  termsRequired: msg`Please accept the terms and conditions to proceed.`,
  cardholderNameRequired: msg`Please enter the cardholder name.`,
  /** Under the field itself (spec section 5). */
  cardholderNameField: msg`Cardholder name is required`,
  ageRequired: msg`Age verification is required for purchasing alcoholic beverages.`,
  stripeNotLoaded: msg`Stripe has not loaded yet.`,
  cardElementsNotLoaded: msg`Card elements are not loaded.`,
  orderNotFree: msg`Order is not free.`,
  notAuthenticated: msg`You must be authenticated to place an order.`,
  placeOrderFailed: msg`Failed to place order.`,
  paymentFailed: msg`Payment was not successful.`,
  /** Not the spec's: the payment's answer was lost, so the money may have moved (a repeated confirm is idempotent). */
  paymentConnectionLost: msg`We lost the connection while paying. Tap Pay again to check — you will not be charged twice.`,
  tipUpdateFailed: msg`Unable to update tip. Missing required information.`,
  processingFailed: msg`An error occurred while processing your order. Please try again.`,
  unexpected: msg`An unexpected error occurred. Please try again.`,
  quantityUpdateFailed: msg`Unable to update quantity. Please try again.`,
  cartNotInitialized: msg`Cart not initialized. Please refresh the page.`,
  reviewLoadFailed: msg`Unable to Load Order Review`,
  incorrectUserId: msg`Order created with incorrect user ID`,
  orderNotFound: msg`Order ID not found`,
  historyFailed: msg`Unable to Fetch Orders`,
  historyFailedDetail: msg`Please try again later.`,
  noRecentOrders: msg`You have no recent orders.`,
});

/** Thrown when the server answers an order of someone else (it never should). */
export class IncorrectUserIdError extends Error {
  constructor() {
    super(orderMessages.incorrectUserId);
    this.name = 'IncorrectUserIdError';
  }
}

/**
 * What a failed order create or update shows: the server's own error when it answered, else the spec's
 * processing or unexpected-error message.
 */
export function messageForOrderError(error: unknown): string {
  if (error instanceof IncorrectUserIdError) return error.message;
  if (isApiError(error)) return error.status > 0 && error.message ? error.message : orderMessages.processingFailed;
  return orderMessages.unexpected;
}

/**
 * A payment refused because the stock ran out meanwhile (decision 036): the server's sold-out words (the menu's),
 * and what happened to the money — nothing was charged, or the charge was refunded (the server says so itself).
 * Null for any other error.
 */
export function soldOutCheckoutError(error: unknown, wasCharged: boolean): { title: string; detail: string } | null {
  if (!isApiError(error) || error.code !== 'PRODUCT_SOLD_OUT') return null;
  const serverWords = error.message;
  return {
    title: t`Sold out`,
    detail: wasCharged ? error.message : t`${serverWords} You have not been charged. Change your order to continue.`,
  };
}

/**
 * What a payment that did not go through shows. Its answer lost (no response, or our timeout): the money may have
 * moved, so it says to tap Pay again, which asks the provider again rather than paying twice. A decline or any other
 * answer: the spec's 'Payment was not successful.' with the reason.
 */
export function paymentFailureError(error: unknown): { title: string; detail?: string } {
  if (isApiError(error) && error.status === 0) return { title: orderMessages.paymentConnectionLost };
  if (error instanceof PaymentFailedError || isApiError(error)) {
    return { title: orderMessages.paymentFailed, detail: error.message };
  }
  return { title: orderMessages.paymentFailed };
}
