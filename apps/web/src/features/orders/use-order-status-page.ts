import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import type { NotFoundState } from '#web/components/ui/page-not-found';
import { useAuth } from '#web/features/identity/use-auth';
import { useOrder } from '#web/features/orders/api/get-order';
import { useOrderEvents } from '#web/features/orders/api/watch-order';
import { useWakeLock } from '#web/features/orders/use-wake-lock';
import { orderMessages } from '#web/features/payments/order-messages';
import { isApiError } from '#web/lib/api-client';
import { paths } from '#web/lib/paths';

/**
 * The pickup page's order: read, kept live until it is final, the screen kept awake while it waits to be scanned.
 * Spec: a failed read goes to /404 with the error text; a dropped connection stays on the page with a retry instead.
 */
export function useOrderStatusPage(orderId: string) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const query = useOrder(user?.userId, orderId);
  const order = query.data;
  const isRefunded = order?.status === 'REFUNDED';
  useOrderEvents(user?.userId, orderId, Boolean(order) && !isRefunded);
  useWakeLock(order?.status === 'PAID' || order?.status === 'IN_PROGRESS');

  const failure = query.error;
  const isAnswered = isApiError(failure) && failure.status > 0;
  useEffect(() => {
    if (!isAnswered || query.data) return;
    const state: NotFoundState = {
      error: failure.status === 404 ? orderMessages.orderNotFound : failure.message || orderMessages.orderNotFound,
    };
    void navigate(paths.notFound(), { replace: true, state });
  }, [isAnswered, failure, query.data, navigate]);

  // A read that got no answer (offline, timed out): the message for the page's retry.
  const loadError = failure && !isAnswered ? (isApiError(failure) ? failure.message : orderMessages.unexpected) : null;
  return { query, order, isRefunded, loadError };
}
