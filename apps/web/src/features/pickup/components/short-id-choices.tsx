import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@queueless/contracts';
import { Link } from 'react-router';
import { orderActivityTime, orderStatusLabel } from '#web/features/orders/order-display';
import { formatClockTime, formatShortDate } from '#web/lib/date-format';
import { formatAmount } from '#web/lib/money';
import { staffPaths } from '#web/lib/staff-paths';

/** Several recent orders end in the number read out: staff pick the customer's by time, total and items. */
export function ShortIdChoices({ orders, vendorLocationId }: { orders: Order[]; vendorLocationId: string }) {
  const { t } = useLingui();
  const count = orders.length;
  const shortId = orders[0]?.shortOrderId;
  return (
    <section aria-label={t`Matching orders`} className="mt-2">
      <p className="text-sm font-medium">
        <Trans>
          {count} orders end in #{shortId}. Ask the customer which one is theirs:
        </Trans>
      </p>
      <ul className="mt-2 flex flex-col gap-2">
        {orders.map((order) => {
          const time = orderActivityTime(order);
          return (
            <li key={order.orderId}>
              <Link
                to={staffPaths.staffOrder(vendorLocationId, order.orderId)}
                className="flex items-center justify-between gap-3 rounded-xl border border-line px-3 py-2 hover:bg-surface-raised"
              >
                <span className="min-w-0">
                  <span className="block font-mono text-xs text-ink-muted">{order.orderId}</span>
                  <span className="block text-sm">
                    <time dateTime={time}>
                      {formatShortDate(time)} · {formatClockTime(time)}
                    </time>{' '}
                    · {order.cartItems.map((item) => `${item.quantity}× ${item.name}`).join(', ')}
                    {order.idCheckRequired && (
                      <span className="font-bold text-danger">
                        {' '}
                        · <Trans>CHECK ID</Trans>
                      </span>
                    )}
                  </span>
                </span>
                <span className="text-right">
                  <span className="block font-semibold tabular-nums">{formatAmount(order.totalAmount)}</span>
                  <span className="block text-xs text-ink-muted">{orderStatusLabel(order.status)}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
