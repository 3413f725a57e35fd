import { orderMessages } from '#web/features/payments/order-messages';

export type CheckoutCheckInput = {
  /** Lines in the cart. */
  cartCount: number;
  /** A stored order with what is needed to pay it. */
  hasOrder: boolean;
  hasAcceptedTerms: boolean;
  /** Only carts with alcoholic items need the 21+ acknowledgement. */
  needsAgeCheck: boolean;
  hasConfirmedAge: boolean;
  /** The card form's name field; leave out for wallet payments and free orders. */
  cardholderName?: string;
};

/**
 * The first reason checkout cannot go on, in the spec's words (customer.md, sections 5 and 8), or null.
 * Checked in the order a person fixes them: cart, order, terms, cardholder name, age.
 */
export function findCheckoutProblem(input: CheckoutCheckInput): string | null {
  if (input.cartCount === 0) return orderMessages.cartEmptyAtCheckout;
  if (!input.hasOrder) return orderMessages.orderInformationMissing;
  if (!input.hasAcceptedTerms) return orderMessages.termsRequired;
  if (input.cardholderName !== undefined && input.cardholderName.trim() === '') {
    return orderMessages.cardholderNameRequired;
  }
  if (input.needsAgeCheck && !input.hasConfirmedAge) return orderMessages.ageRequired;
  return null;
}

/** A free order is placed without payment only when it is free and the person is signed in. */
export function findFreeOrderProblem({
  isAuthenticated,
  isFree,
}: {
  isAuthenticated: boolean;
  isFree: boolean;
}): string | null {
  if (!isAuthenticated) return orderMessages.notAuthenticated;
  if (!isFree) return orderMessages.orderNotFree;
  return null;
}
