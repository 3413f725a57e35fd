import { t } from '@lingui/core/macro';
import type { Order } from '@queueless/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from '#web/components/ui/toast';
import { clearCart } from '#web/features/cart/cart-store';
import { useCart } from '#web/features/cart/use-cart';
import { useAuth } from '#web/features/identity/use-auth';
import { myOrdersQueryOptions } from '#web/features/orders/api/get-my-orders';
import { orderQueryOptions, useOrder } from '#web/features/orders/api/get-order';
import {
  messageForOrderError,
  orderMessages,
  paymentFailureError,
  soldOutCheckoutError,
} from '#web/features/payments/order-messages';
import type { PaymentOutcome } from '#web/features/payments/payment-panel';
import { isApiError } from '#web/lib/api-client';
import { paths } from '#web/lib/paths';
import { markOrderPaid } from './api/mark-order-paid';
import { findCheckoutProblem, findFreeOrderProblem } from './checkout-checks';
import { paidOrderAfter } from './paid-order';
import { clearStoredOrder, readStoredOrder, type StoredOrder, type TipPercentage } from './stored-order';
import { orderMatchesCart, submitOrder } from './submit-order';
import { hasStoredTermsAgreement, storeTermsAgreement } from './terms-agreement';

export type CheckoutError = { title: string; detail?: string };

/** Mark-paid is retried this often when the connection drops: the payment itself is never repeated. */
const MARK_PAID_ATTEMPTS = 3;
const MARK_PAID_RETRY_MS = 1_000;

async function markPaidWithRetry(userId: string, orderId: string): Promise<Order> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await markOrderPaid(userId, orderId);
    } catch (error) {
      const isNetwork = isApiError(error) && error.status === 0;
      if (!isNetwork || attempt >= MARK_PAID_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, MARK_PAID_RETRY_MS * attempt));
    }
  }
}

/**
 * Checkout's state and actions: the stored order kept in step with the cart and the server, the tip, the checks,
 * and paying exactly once (a second tap, a second button or a retry never starts a second payment).
 */
export function useCheckout(vendorLocationId: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user, status } = useAuth();
  const cart = useCart(vendorLocationId);
  const [stored, setStored] = useState<StoredOrder | null>(() => readStoredOrder(vendorLocationId));
  const [error, setError] = useState<CheckoutError | null>(null);
  const [hasAcceptedTerms, setHasAcceptedTerms] = useState(hasStoredTermsAgreement);
  const [hasConfirmedAge, setHasConfirmedAge] = useState(false);
  const [pendingTip, setPendingTip] = useState<TipPercentage | null>(null);
  const [isSyncing, setIsSyncing] = useState(false);
  const [isProcessing, setIsProcessing] = useState(false);
  const processing = useRef(false);
  /** The order whose payment the provider confirmed; only mark-paid is left for it. */
  const paidOrderId = useRef<string | null>(null);
  const isLeaving = useRef(false);
  const isChangingTip = useRef(false);
  const lastSyncedCart = useRef<unknown>(null);

  const userId = user?.userId;
  const isUsable =
    stored !== null && userId !== undefined && stored.order.userId === userId && stored.order.status === 'IN_PROGRESS';
  const fresh = useOrder(isUsable ? userId : undefined, stored?.order.orderId ?? '');
  const order: Order | null = stored ? (fresh.data ?? stored.order) : null;

  const remember = useCallback(
    (next: StoredOrder) => {
      setStored(next);
      if (userId) queryClient.setQueryData(orderQueryOptions(userId, next.order.orderId).queryKey, next.order);
    },
    [queryClient, userId],
  );

  /** Paid: the cart and stored order go, and the status page replaces checkout. */
  const finish = useCallback(
    (paid: Order) => {
      isLeaving.current = true;
      clearCart(vendorLocationId);
      clearStoredOrder(vendorLocationId);
      if (userId) {
        queryClient.setQueryData(orderQueryOptions(userId, paid.orderId).queryKey, paid);
        // exact: the paid order's own query sits under the same key prefix, and was just set (decision 017).
        void queryClient.invalidateQueries({ queryKey: myOrdersQueryOptions(userId).queryKey, exact: true });
      }
      void navigate(paths.orderStatus(vendorLocationId, paid.orderId), { replace: true });
    },
    [navigate, queryClient, userId, vendorLocationId],
  );

  // Nothing (usable) to check out: back to the review page, which makes the order.
  useEffect(() => {
    if (isLeaving.current || isUsable || status !== 'authenticated') return;
    isLeaving.current = true;
    if (stored) clearStoredOrder(vendorLocationId);
    showToast({ title: orderMessages.orderInformationMissing, variant: 'error' });
    void navigate(paths.orderReview(vendorLocationId), { replace: true });
  }, [isUsable, status, stored, navigate, vendorLocationId]);

  // The server knows better: paid meanwhile (another tab, a retry) → the status page; gone → the review page.
  useEffect(() => {
    if (isLeaving.current) return;
    if (fresh.data && fresh.data.status !== 'IN_PROGRESS') finish(fresh.data);
    else if (isApiError(fresh.error) && (fresh.error.status === 404 || fresh.error.status === 403)) setStored(null);
  }, [fresh.data, fresh.error, finish]);

  // The cart changed after the order was made (the menu in another tab, say): the order follows it, once per change.
  useEffect(() => {
    if (isLeaving.current || !isUsable || !userId || cart.items.length === 0) return;
    if (orderMatchesCart(stored.order, cart.items) || lastSyncedCart.current === cart.items) return;
    lastSyncedCart.current = cart.items;
    setIsSyncing(true);
    submitOrder({
      userId,
      vendorLocationId,
      items: cart.items,
      tipPercentage: stored.tipPercentage,
      clearOnFailure: false,
    })
      .then(remember, (failure: unknown) => setError({ title: messageForOrderError(failure) }))
      .finally(() => setIsSyncing(false));
  }, [cart.items, isUsable, stored, userId, vendorLocationId, remember]);

  const changeTip = async (tipPercentage: TipPercentage) => {
    if (processing.current || isChangingTip.current) return;
    if (!stored || !userId) {
      setError({ title: orderMessages.tipUpdateFailed });
      return;
    }
    isChangingTip.current = true;
    setPendingTip(tipPercentage);
    setError(null);
    try {
      remember(
        await submitOrder({ userId, vendorLocationId, items: cart.items, tipPercentage, clearOnFailure: false }),
      );
    } catch (failure) {
      setError({ title: messageForOrderError(failure) });
    } finally {
      isChangingTip.current = false;
      setPendingTip(null);
    }
  };

  const needsAgeCheck = order?.cartItems.some((line) => line.productType === 'ALCOHOLIC_ITEM') ?? false;
  const isBusy = isSyncing || pendingTip !== null;

  /** Checkout's checks before any payment: shows and answers the first problem, or null. */
  const beforePay = (cardholderName?: string): string | null => {
    // A payment running or the order changing: not now (nothing to show, the buttons say busy).
    if (processing.current || isBusy) return 'busy';
    const problem = findCheckoutProblem({
      cartCount: cart.items.length,
      hasOrder: Boolean(stored?.clientSecret && stored.paymentIntentId),
      hasAcceptedTerms,
      needsAgeCheck,
      hasConfirmedAge,
      cardholderName,
    });
    setError(problem ? { title: problem } : null);
    return problem;
  };

  const runPayment = async (pay: () => Promise<PaymentOutcome>): Promise<boolean> => {
    if (processing.current || !stored || !userId) return false;
    processing.current = true;
    setIsProcessing(true);
    setError(null);
    const { orderId } = stored.order;
    try {
      let outcome: PaymentOutcome = true;
      if (paidOrderId.current !== orderId) {
        outcome = await pay();
        if (!outcome) {
          setError({ title: orderMessages.paymentFailed });
          return true;
        }
        paidOrderId.current = orderId;
      }
      finish(await paidOrderAfter(outcome, orderId, () => markPaidWithRetry(userId, orderId)));
    } catch (failure) {
      const wasCharged = paidOrderId.current === orderId;
      const soldOut = soldOutCheckoutError(failure, wasCharged);
      if (soldOut) {
        // Not charged: the order stays and follows the cart once it is changed. Charged: the server refunded it
        // and the order (now refunded) leaves for its status page, so the words go with the customer as a toast.
        paidOrderId.current = null;
        void queryClient.invalidateQueries();
        setError(soldOut);
        if (wasCharged) showToast({ title: soldOut.title, description: soldOut.detail, variant: 'error' });
      } else if (paidOrderId.current === orderId) {
        // The money moved; only finishing the order failed. Another tap finishes it without paying again.
        setError({
          title: orderMessages.placeOrderFailed,
          detail: t`Your payment went through. Tap pay again to finish your order.`,
        });
      } else {
        setError(paymentFailureError(failure));
      }
    } finally {
      processing.current = false;
      setIsProcessing(false);
    }
    return true;
  };

  const placeFreeOrder = async () => {
    if (processing.current || isBusy || !order) return;
    const problem =
      findCheckoutProblem({
        cartCount: cart.items.length,
        hasOrder: stored !== null,
        hasAcceptedTerms,
        needsAgeCheck,
        hasConfirmedAge,
      }) ??
      findFreeOrderProblem({ isAuthenticated: status === 'authenticated' && Boolean(userId), isFree: order.isFree });
    if (problem || !userId) {
      setError({ title: problem ?? orderMessages.notAuthenticated });
      return;
    }
    processing.current = true;
    setIsProcessing(true);
    setError(null);
    try {
      finish(await markPaidWithRetry(userId, order.orderId));
    } catch (failure) {
      setError({ title: orderMessages.placeOrderFailed, detail: isApiError(failure) ? failure.message : undefined });
    } finally {
      processing.current = false;
      setIsProcessing(false);
    }
  };

  return {
    stored,
    order,
    error,
    isUsable,
    isProcessing,
    isBusy,
    pendingTip,
    needsAgeCheck,
    hasAcceptedTerms,
    hasConfirmedAge,
    setHasAcceptedTerms: (accepted: boolean) => {
      setHasAcceptedTerms(accepted);
      storeTermsAgreement(accepted);
    },
    setHasConfirmedAge,
    changeTip,
    beforePay,
    runPayment,
    placeFreeOrder,
  };
}
