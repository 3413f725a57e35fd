import { describe, expect, it } from 'vitest';
import { type CheckoutCheckInput, findCheckoutProblem, findFreeOrderProblem } from './checkout-checks';

const ready: CheckoutCheckInput = {
  cartCount: 2,
  hasOrder: true,
  hasAcceptedTerms: true,
  needsAgeCheck: true,
  hasConfirmedAge: true,
  cardholderName: 'Casey Customer',
};

describe('findCheckoutProblem', () => {
  it('lets a complete checkout through', () => {
    expect(findCheckoutProblem(ready)).toBeNull();
  });

  it("answers in the spec's words, first problem first", () => {
    expect(findCheckoutProblem({ ...ready, cartCount: 0, hasAcceptedTerms: false })).toBe(
      'Your cart is empty. Please add items before checking out.',
    );
    expect(findCheckoutProblem({ ...ready, hasOrder: false })).toBe(
      'Required order information is missing. Please return to the Order Review page.',
    );
    expect(findCheckoutProblem({ ...ready, hasAcceptedTerms: false, cardholderName: '' })).toBe(
      'Please accept the terms and conditions to proceed.',
    );
    expect(findCheckoutProblem({ ...ready, cardholderName: '  ', hasConfirmedAge: false })).toBe(
      'Please enter the cardholder name.',
    );
    expect(findCheckoutProblem({ ...ready, hasConfirmedAge: false })).toBe(
      'Age verification is required for purchasing alcoholic beverages.',
    );
  });

  it('asks for the 21+ acknowledgement only for carts with alcohol', () => {
    expect(findCheckoutProblem({ ...ready, needsAgeCheck: false, hasConfirmedAge: false })).toBeNull();
  });

  it('does not ask wallet payments and free orders for a cardholder name', () => {
    const { cardholderName: _, ...withoutCard } = ready;
    expect(findCheckoutProblem(withoutCard)).toBeNull();
  });
});

describe('findFreeOrderProblem', () => {
  it('places a free order only for a signed-in person', () => {
    expect(findFreeOrderProblem({ isAuthenticated: true, isFree: true })).toBeNull();
    expect(findFreeOrderProblem({ isAuthenticated: false, isFree: true })).toBe(
      'You must be authenticated to place an order.',
    );
    expect(findFreeOrderProblem({ isAuthenticated: true, isFree: false })).toBe('Order is not free.');
  });
});
