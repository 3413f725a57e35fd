import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { StationTicketsResponse } from '@queueless/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { Button } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { Spinner } from '#web/components/ui/spinner';
import { useNewOrders } from '#web/features/pickup/new-order-cue';
import { useChangeTicket, useStationTicketEvents, useStationTickets } from '#web/features/stations/api/station-tickets';
import { useStationSound } from '#web/features/stations/station-sound';
import { formatTicketTime } from '#web/features/stations/ticket-time';
import { announce } from '#web/lib/announce';
import { isApiError } from '#web/lib/api-client';
import { cn } from '#web/lib/cn';
import { focusOnArrival } from '#web/lib/focus-on-arrival';
import type { StreamLink } from '#web/lib/follow-event-stream';
import { useNow } from '#web/lib/use-now';
import { TicketCard } from './ticket-card';

/** A new ticket stays marked NEW this long. */
const NEW_FOR_MS = 30_000;

const linkLabels: Record<StreamLink, MessageDescriptor> = {
  connecting: msg`Connecting…`,
  live: msg`Live`,
  reconnecting: msg`Reconnecting…`,
  stopped: msg`Not updating`,
};

type StationScreenProps = { vendorLocationId: string; stationId: string; backTo: string };

/**
 * A station's screen (issue 40, decision 088), from a phone to a TV: its open tickets oldest first, each ageing by
 * the second, bumped whole or item by item; recall of the last bumped; a sound on a new ticket; Live / Reconnecting as
 * the queue has; the shift's ticket times and any of its printers that went offline.
 */
export function StationScreen({ vendorLocationId, stationId, backTo }: StationScreenProps) {
  const { i18n, t } = useLingui();
  const key = { vendorLocationId, stationId };
  const tickets = useStationTickets(key);
  const link = useStationTicketEvents(key);
  const data = tickets.data;
  const sound = useStationSound(data?.station.sound);
  const arrivedAt = useNewOrders(
    useMemo(() => data?.items.map((ticket) => ticket.ticketId), [data?.items]),
    sound.play,
  );
  const title = data ? data.station.name : t`Station`;
  return (
    <main className="flex min-h-dvh flex-col gap-4 px-3 py-4 sm:px-5">
      <title>{t`${title} · Queueless Staff`}</title>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex min-w-0 items-center gap-2">
          <Link
            to={backTo}
            aria-label={t`Back to location menu`}
            className="grid size-10 shrink-0 place-items-center rounded-xl text-ink-muted hover:bg-surface-raised hover:text-ink"
          >
            <svg viewBox="0 0 20 20" className="size-5" fill="none" aria-hidden="true" focusable="false">
              <path d="M12.5 4.5 7 10l5.5 5.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </Link>
          <h1 ref={focusOnArrival} className="truncate text-2xl font-bold tracking-tight">
            {title}
          </h1>
          {data && (
            <span className="text-lg text-ink-muted" aria-live="polite">
              <Trans>{data.items.length} open</Trans>
            </span>
          )}
        </div>
        <div className="flex items-center gap-3">
          <span
            className={cn('text-lg', link === 'live' ? 'text-success' : 'text-danger')}
            aria-live="polite"
            data-testid="station-link"
          >
            {i18n._(linkLabels[link])}
          </span>
          {sound.isWanted && !sound.isEnabled && (
            <Button variant="secondary" onClick={sound.enable}>
              <Trans>Tap to enable sound</Trans>
            </Button>
          )}
        </div>
      </div>
      {tickets.isPending ? (
        <Spinner label={t`Loading tickets`} />
      ) : tickets.isError && !data ? (
        <ErrorState
          title={
            isApiError(tickets.error) && tickets.error.status === 404
              ? t`Station not found`
              : t`Could not load the tickets`
          }
          message={isApiError(tickets.error) ? tickets.error.message : t`Check your connection and try again.`}
          onRetry={() => void tickets.refetch()}
          isRetrying={tickets.isFetching}
        />
      ) : data ? (
        <StationBoard data={data} dataUpdatedAt={tickets.dataUpdatedAt} arrivedAt={arrivedAt} stationKey={key} />
      ) : null}
    </main>
  );
}

function StationBoard({
  data,
  dataUpdatedAt,
  arrivedAt,
  stationKey,
}: {
  data: StationTicketsResponse;
  dataUpdatedAt: number;
  arrivedAt: ReadonlyMap<string, number>;
  stationKey: { vendorLocationId: string; stationId: string };
}) {
  const { t } = useLingui();
  const now = useNow(1_000);
  const change = useChangeTicket(stationKey);
  // Ages are counted on the server's clock: this device's may be minutes off.
  const skewMs = Date.parse(data.asOf) - dataUpdatedAt;
  const offline = data.printers.filter((printer) => !printer.isOnline);
  const { lastBumped, times } = data;
  return (
    <>
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2 text-base">
        <p data-testid="ticket-times">
          {times.count === 0 ? (
            <span className="text-ink-muted">
              <Trans>No tickets bumped yet this shift.</Trans>
            </span>
          ) : (
            <>
              <span className="text-ink-muted">
                <Trans>Average</Trans>
              </span>{' '}
              <span className="font-semibold">{formatTicketTime(times.averageSeconds)}</span>
              <span className="text-ink-muted"> · p90</span>{' '}
              <span className="font-semibold">{formatTicketTime(times.p90Seconds)}</span>
              <span className="text-ink-muted">
                {' '}
                · <Plural value={times.count} one="# ticket this shift" other="# tickets this shift" />
              </span>
            </>
          )}
        </p>
        {lastBumped && (
          <Button
            variant="secondary"
            size="sm"
            disabled={change.isPending}
            onClick={() =>
              change.mutate(
                { action: 'recall', ticketId: lastBumped.ticketId },
                { onSuccess: () => announce(t`Ticket ${lastBumped.shortOrderId} recalled`) },
              )
            }
          >
            <Trans>Recall #{lastBumped.shortOrderId}</Trans>
          </Button>
        )}
      </div>
      {offline.map((printer) => (
        <p
          key={printer.printerId}
          role="alert"
          className="rounded-xl border-2 border-danger bg-danger/10 px-4 py-2 font-semibold text-danger"
        >
          <Trans>{printer.name} is offline: it has not checked in for a minute.</Trans>
        </p>
      ))}
      {change.error && (
        <p role="alert" className="text-lg text-danger">
          {isApiError(change.error) ? change.error.message : t`Could not save that. Please try again.`}
        </p>
      )}
      {data.items.length === 0 ? (
        <p className="py-16 text-center text-2xl text-ink-muted">
          <Trans>No open tickets.</Trans>
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4 2xl:grid-cols-5">
          {data.items.map((ticket) => (
            <TicketCard
              key={ticket.ticketId}
              ticket={ticket}
              ageSeconds={(now.getTime() + skewMs - Date.parse(ticket.createdAt)) / 1_000}
              isNew={Date.now() - (arrivedAt.get(ticket.ticketId) ?? 0) < NEW_FOR_MS}
              isBusy={change.isPending}
              onBump={() =>
                change.mutate(
                  { action: 'bump', ticketId: ticket.ticketId },
                  { onSuccess: () => announce(t`Ticket ${ticket.shortOrderId} bumped`) },
                )
              }
              onBumpItem={(lineNo) => change.mutate({ action: 'bump-item', ticketId: ticket.ticketId, lineNo })}
            />
          ))}
        </ul>
      )}
    </>
  );
}
