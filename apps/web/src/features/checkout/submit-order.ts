import type { CreateOrderBody, OrderWithPaymentResponse } from '@queueless/contracts';
import { type CartItem, keyOf } from '#web/features/cart/cart';
import type { ChosenOption } from '#web/features/menu/options';
import { IncorrectUserIdError } from '#web/features/payments/order-messages';
import { isApiError } from '#web/lib/api-client';
import { createOrder } from './api/create-order';
import { type CheckoutUpdateBody, updateOrder } from './api/update-order';
import { settleCreateKey, takeCreateKey } from './create-key';
import { orderLineKey } from './order-prices';
import {
  canReuseStoredOrder,
  clearStoredOrder,
  readStoredOrder,
  type StoredOrder,
  type TipPercentage,
  writeStoredOrder,
} from './stored-order';

export type SubmitOrderInput = {
  userId: string;
  vendorLocationId: string;
  items: CartItem[];
  tipPercentage: TipPercentage;
  /**
   * Spec: a failed create or update clears the stored order (the review page's checkout). Checkout's own updates
   * (tip, a cart changed meanwhile) keep it, so a dropped connection does not lose the order being paid.
   */
  clearOnFailure?: boolean;
};

export type SubmitOrderDeps = {
  createOrder: (body: CreateOrderBody, idempotencyKey: string) => Promise<OrderWithPaymentResponse>;
  /** The create's Idempotency-Key: the same one for a retry after a lost answer (create-key.ts). */
  takeCreateKey: (userId: string, vendorLocationId: string) => string;
  settleCreateKey: (userId: string, vendorLocationId: string) => void;
  updateOrder: (body: CheckoutUpdateBody) => Promise<OrderWithPaymentResponse>;
  readStoredOrder: (vendorLocationId: string) => StoredOrder | null;
  writeStoredOrder: (vendorLocationId: string, stored: StoredOrder) => void;
  clearStoredOrder: (vendorLocationId: string) => void;
};

const defaultDeps: SubmitOrderDeps = {
  createOrder,
  takeCreateKey,
  settleCreateKey,
  updateOrder,
  readStoredOrder,
  writeStoredOrder,
  clearStoredOrder,
};

/** The stored order can no longer be changed (paid elsewhere, gone, not ours): a new order is the way on. */
function isStaleOrderError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.status === 404 || error.status === 403 || error.code === 'ORDER_NOT_IN_PROGRESS';
}

/**
 * Puts the cart into an order the server has priced (spec section 4): the stored order is updated when it is the
 * same user's and still in progress, otherwise it is cleared and a new order is created. The result is stored with
 * its client secret; on any failure the stored order is cleared.
 */
export async function submitOrder(input: SubmitOrderInput, deps: SubmitOrderDeps = defaultDeps): Promise<StoredOrder> {
  const { userId, vendorLocationId, tipPercentage, clearOnFailure = true } = input;
  // A line's choices go with it (issue 39); a line without any is sent as the spec's clients send it.
  const sentOptions = (options: readonly ChosenOption[] | undefined) =>
    options?.length && {
      options: options.map(({ optionId, quantity: count, preModifier }) => ({
        optionId,
        quantity: count,
        ...(preModifier && { preModifier }),
      })),
    };
  const cartItems = input.items.map(({ productId, quantity, options, comboChoices }) => ({
    productId,
    quantity,
    ...sentOptions(options),
    // A slot's choice carries its product's own options (issue 39), sent as the line's are.
    ...(comboChoices?.length && {
      comboChoices: comboChoices.map((choice) => ({
        slotId: choice.slotId,
        productId: choice.productId,
        ...sentOptions(choice.options),
      })),
    }),
  }));
  const create = async () => {
    const key = deps.takeCreateKey(userId, vendorLocationId);
    try {
      const created = await deps.createOrder({ userId, vendorLocationId, cartItems, tipPercentage }, key);
      deps.settleCreateKey(userId, vendorLocationId);
      return created;
    } catch (error) {
      // The server answered (a refusal): nothing was made, the next create is a new one. No answer (a dropped
      // connection, a timeout): it may have made the order, so a retry keeps the key and gets that order back.
      if (isApiError(error) && error.status > 0) deps.settleCreateKey(userId, vendorLocationId);
      throw error;
    }
  };
  try {
    const stored = deps.readStoredOrder(vendorLocationId);
    let response: OrderWithPaymentResponse;
    if (canReuseStoredOrder(stored, userId)) {
      try {
        response = await deps.updateOrder({
          orderId: stored.order.orderId,
          userId,
          vendorLocationId,
          cartItems,
          tipPercentage,
        });
      } catch (error) {
        if (!isStaleOrderError(error)) throw error;
        deps.clearStoredOrder(vendorLocationId);
        response = await create();
      }
    } else {
      if (stored) deps.clearStoredOrder(vendorLocationId);
      response = await create();
    }
    if (response.order.userId !== userId) throw new IncorrectUserIdError();
    const next: StoredOrder = {
      order: response.order,
      clientSecret: response.clientSecret,
      paymentIntentId: response.paymentIntentId,
      tipPercentage,
      ...(response.stripeAccount ? { stripeAccount: response.stripeAccount } : {}),
    };
    deps.writeStoredOrder(vendorLocationId, next);
    return next;
  } catch (error) {
    if (clearOnFailure || error instanceof IncorrectUserIdError) deps.clearStoredOrder(vendorLocationId);
    throw error;
  }
}

/** Whether the order holds exactly the cart's lines (a cart changed after the order was made needs an update). */
export function orderMatchesCart(order: StoredOrder['order'], items: readonly CartItem[]): boolean {
  if (order.cartItems.length !== items.length) return false;
  const wanted = new Map(items.map((item) => [keyOf(item), item.quantity]));
  return order.cartItems.every((line) => wanted.get(orderLineKey(line)) === line.quantity);
}
