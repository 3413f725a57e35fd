import type { OrderStatus } from '@queueless/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '#web/components/ui/toast';
import { useStaffOrder } from '#web/features/orders/api/get-staff-order';
import { completionFailureMessage, isAwaitingPickup } from '#web/features/orders/order-display';
import { needsIdCheck } from '#web/features/orders/order-line-options';
import { useRefundOrder } from '#web/features/refunds/api/refund-order';
import { isApiError } from '#web/lib/api-client';
import { useSubmitOnce } from '#web/lib/use-submit-once';
import { useCompleteOrder } from './api/complete-order';
import { useRecordBalance } from './api/record-balance';
import { staffOrderMessages } from './order-messages';

/** What a page that opens the staff order page may pass along. */
export type StaffOrderRouteState = {
  /** When the staff member asked for the order (a scan); data read after it counts as fresh. */
  openedAt?: number;
  /** Opened to look at it (from the order history), not to hand it over: no automatic completion. */
  skipAutoComplete?: boolean;
  /** Opened from the order history: the page's back arrow goes back there, not to the scanner. */
  isFromHistory?: boolean;
};

type Options = { orderId: string; vendorLocationId: string; routeState: StaffOrderRouteState | null };

export function isOrderAtLocation(order: { vendorLocationId: string }, vendorLocationId: string): boolean {
  return order.vendorLocationId.toUpperCase() === vendorLocationId.toUpperCase();
}

/**
 * The staff order page's behaviour. On opening, once the order as it is now has been read: an order awaiting pickup
 * is completed once, automatically, then read again; the status it had on opening is kept, so an order that was
 * already complete reads 'Order PICKED UP Previously'. So does one another counter completed first, between this
 * page's read and its completion (the server says so). Completing and refunding never run twice at once.
 */
export function useOrderPickup({ orderId, vendorLocationId, routeState }: Options) {
  const [openedAt] = useState(() => routeState?.openedAt ?? Date.now());
  const order = useStaffOrder(orderId);
  const complete = useCompleteOrder();
  const refund = useRefundOrder();
  const balance = useRecordBalance();
  const submitBalanceOnce = useSubmitOnce(balance.isPending);
  const [openedStatus, setOpenedStatus] = useState<OrderStatus | null>(null);
  const [wasAlreadyComplete, setWasAlreadyComplete] = useState(false);
  const hasDecided = useRef(false);
  const hasAskedAgain = useRef(false);
  const isBusy = useRef(false);
  const { refetch } = order;

  // Cached data from before this visit may be out of date (another counter may have handed the order out).
  const isFresh = order.data !== undefined && order.dataUpdatedAt >= openedAt;
  useEffect(() => {
    if (order.data && !isFresh && !order.isFetching && !hasAskedAgain.current) {
      hasAskedAgain.current = true;
      void refetch();
    }
  }, [order.data, isFresh, order.isFetching, refetch]);

  const refresh = useCallback(async () => {
    const result = await refetch();
    if (result.isError) showToast({ title: staffOrderMessages.refreshFailed, variant: 'error' });
  }, [refetch]);

  /** `idChecked`: the staff member confirmed the CHECK ID step; the server records who (issue 39). */
  const completeNow = useCallback(
    (idChecked = false) => {
      if (isBusy.current) return;
      isBusy.current = true;
      complete.mutate(
        { orderId, idChecked },
        {
          onSuccess: (answer) => {
            if (answer.wasAlreadyComplete) setWasAlreadyComplete(true);
            void refresh();
          },
          onError: (error) => {
            showToast({
              title: staffOrderMessages.completionFailedTitle,
              description: completionFailureMessage(error),
              variant: 'error',
            });
            void refresh();
          },
          onSettled: () => {
            isBusy.current = false;
          },
        },
      );
    },
    [complete.mutate, orderId, refresh],
  );

  const refundNow = useCallback(
    (onDone?: () => void) => {
      if (isBusy.current) return;
      isBusy.current = true;
      refund.mutate(orderId, {
        onSuccess: () => {
          showToast({
            title: staffOrderMessages.refundedTitle,
            description: staffOrderMessages.refundedDescription,
            variant: 'success',
          });
          void refresh();
        },
        onError: () => {
          showToast({
            title: staffOrderMessages.refundFailedTitle,
            description: staffOrderMessages.refundFailedDescription,
            variant: 'error',
          });
          void refresh();
        },
        onSettled: () => {
          isBusy.current = false;
          onDone?.();
        },
      });
    },
    [refund.mutate, orderId, refresh],
  );

  /**
   * Records the presale's balance as taken (collected) or takes a mistaken record back, once: a second tap while
   * either is sent does nothing.
   */
  const recordBalanceNow = (collected: boolean) =>
    submitBalanceOnce(async () => {
      balance.mutate(
        { vendorLocationId, orderId, collected },
        {
          onSuccess: () => {
            if (collected) return;
            showToast({ title: staffOrderMessages.balanceUndone, variant: 'success' });
          },
          onError: (error) => {
            showToast({
              title: collected
                ? staffOrderMessages.balanceCollectFailedTitle
                : staffOrderMessages.balanceUndoFailedTitle,
              description:
                isApiError(error) && error.status >= 400 && error.message
                  ? error.message
                  : collected
                    ? staffOrderMessages.balanceCollectFailedFallback
                    : staffOrderMessages.balanceUndoFailedFallback,
              variant: 'error',
            });
            void refresh();
          },
        },
      );
      return true;
    });

  useEffect(() => {
    if (!isFresh || hasDecided.current || !order.data) return;
    hasDecided.current = true;
    setOpenedStatus(order.data.status);
    // An order with an ID-required item is never handed over by opening it: staff check ID and confirm (issue 39).
    const shouldComplete =
      !routeState?.skipAutoComplete &&
      !needsIdCheck(order.data) &&
      isOrderAtLocation(order.data, vendorLocationId) &&
      isAwaitingPickup(order.data.status);
    if (shouldComplete) completeNow();
  }, [isFresh, order.data, routeState?.skipAutoComplete, vendorLocationId, completeNow]);

  return {
    order,
    /** The status the order had when this page opened (null until known). */
    openedStatus,
    /** This page's completion found the order already complete: another counter handed it over first. */
    wasAlreadyComplete,
    completeNow,
    refundNow,
    collectBalanceNow: () => recordBalanceNow(true),
    undoBalanceNow: () => recordBalanceNow(false),
    /** Which change of the balance's record is being sent, if any. */
    balanceChange: balance.isPending ? (balance.variables?.collected ? 'collect' : 'undo') : null,
    isCompleting: complete.isPending,
    isRefunding: refund.isPending,
  };
}
