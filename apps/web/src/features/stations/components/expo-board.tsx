import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorState } from '#web/components/ui/error-state';
import { Spinner } from '#web/components/ui/spinner';
import { useExpo } from '#web/features/stations/api/expo';
import { formatTicketAge, formatTicketTime } from '#web/features/stations/ticket-time';
import { isApiError } from '#web/lib/api-client';
import { cn } from '#web/lib/cn';
import { useNow } from '#web/lib/use-now';

/**
 * The expo (the pass, issue 40): orders whose stations are partly done, each station's ticket Done or still open with
 * its age, and every station's ticket times for the shift.
 */
export function ExpoBoard({ vendorLocationId }: { vendorLocationId: string }) {
  const { t } = useLingui();
  const expo = useExpo(vendorLocationId);
  const now = useNow(1_000);
  if (expo.isPending) return <Spinner label={t`Loading orders`} />;
  if (expo.isError && !expo.data) {
    return (
      <ErrorState
        title={t`Could not load the orders`}
        message={isApiError(expo.error) ? expo.error.message : t`Check your connection and try again.`}
        onRetry={() => void expo.refetch()}
        isRetrying={expo.isFetching}
      />
    );
  }
  const { items, times, asOf } = expo.data;
  const skewMs = Date.parse(asOf) - expo.dataUpdatedAt;
  return (
    <div className="flex flex-col gap-5">
      {times.length > 0 && (
        <ul className="flex flex-wrap gap-x-6 gap-y-1 text-base" aria-label={t`Ticket times this shift`}>
          {times.map((time) => (
            <li key={time.stationId}>
              <span className="font-semibold">{time.stationName}</span>{' '}
              <span className="text-ink-muted">
                <Trans>average</Trans>
              </span>{' '}
              {formatTicketTime(time.averageSeconds)}
              <span className="text-ink-muted"> · p90</span> {formatTicketTime(time.p90Seconds)}
            </li>
          ))}
        </ul>
      )}
      {items.length === 0 ? (
        <p className="py-16 text-center text-2xl text-ink-muted">
          <Trans>No orders partly done.</Trans>
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {items.map((order) => (
            <li
              key={order.orderId}
              aria-label={t`Order ${order.shortOrderId}`}
              className="flex flex-col gap-3 rounded-2xl border-2 border-line bg-surface p-4"
            >
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-mono text-2xl font-bold tracking-wider">#{order.shortOrderId}</span>
                <span className="truncate text-xl font-semibold">{order.firstName ?? t`Guest`}</span>
              </div>
              <ul className="flex flex-col gap-1 text-lg">
                {order.tickets.map((ticket) => {
                  const isDone = ticket.bumpedAt !== null;
                  return (
                    <li key={ticket.ticketId} className="flex items-baseline justify-between gap-3">
                      <span>{ticket.stationName}</span>
                      <span className={cn('font-semibold', isDone ? 'text-success' : 'text-brand')}>
                        {isDone
                          ? t`Done ✓`
                          : t`Open ${formatTicketAge((now.getTime() + skewMs - Date.parse(ticket.createdAt)) / 1_000)}`}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
