import { Trans, useLingui } from '@lingui/react/macro';
import type { TicketTimesReportResponse } from '@queueless/contracts';
import { ErrorState } from '#web/components/ui/error-state';
import { Spinner } from '#web/components/ui/spinner';
import { useTicketTimes } from '#web/features/stations/api/ticket-times';
import { formatTicketTime } from '#web/features/stations/ticket-time';
import { isApiError } from '#web/lib/api-client';
import { intlTag } from '#web/lib/i18n/language';
import { i18n } from '#web/lib/i18n/runtime';

/** A venue day ("2026-11-28") as "Sat, Nov 28" (in English; "sáb, 28 nov" in Spanish). */
export function ticketDayLabel(day: string): string {
  return new Intl.DateTimeFormat(intlTag(i18n.locale), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

type Row = TicketTimesReportResponse['items'][number];

/** The report's rows by venue day, in the server's order (day, then the stations' order). */
function byDay(items: Row[]): Array<{ day: string; rows: Row[] }> {
  const days: Array<{ day: string; rows: Row[] }> = [];
  for (const row of items) {
    const last = days.at(-1);
    if (last?.day === row.day) last.rows.push(row);
    else days.push({ day: row.day, rows: [row] });
  }
  return days;
}

/**
 * Ticket times (decision 088, issue 40): per venue day and station of the location, the tickets bumped and their
 * average and p90 time from made to bumped, over `from` to `to` (the reports page's week).
 */
export function TicketTimesPanel({
  vendorLocationId,
  from,
  to,
  periodLabel,
}: {
  vendorLocationId: string;
  from: string;
  to: string;
  periodLabel: string;
}) {
  const { t } = useLingui();
  const times = useTicketTimes(vendorLocationId, from, to);
  const isCurrent = times.data !== undefined && !times.isPlaceholderData;

  return (
    <section className="rounded-2xl border border-line bg-surface p-4" aria-busy={!isCurrent && !times.isError}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2 className="text-sm font-semibold whitespace-nowrap">
          <Trans>Ticket times</Trans>
        </h2>
        <span className="text-xs text-ink-muted">{periodLabel}</span>
      </div>
      {times.isError ? (
        <ErrorState
          title={t`Unable to load ticket times`}
          message={isApiError(times.error) ? times.error.message : t`Please check your connection and try again.`}
          onRetry={() => void times.refetch()}
          isRetrying={times.isFetching}
        />
      ) : !isCurrent ? (
        <Spinner label={t`Loading ticket times`} className="mx-auto my-8 size-8" />
      ) : times.data.items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line px-4 py-8 text-center text-sm text-ink-muted">
          <Trans>No tickets yet.</Trans>
        </p>
      ) : (
        <table className="w-full text-sm">
          <caption className="sr-only">
            <Trans>Ticket times by day and station, {periodLabel}</Trans>
          </caption>
          <thead className="text-left text-ink-muted">
            <tr>
              <th scope="col" className="py-1 font-medium">
                <Trans>Station</Trans>
              </th>
              <th scope="col" className="py-1 pl-3 text-right font-medium">
                <Trans>Tickets</Trans>
              </th>
              <th scope="col" className="py-1 pl-3 text-right font-medium">
                <Trans>Average</Trans>
              </th>
              <th scope="col" className="py-1 pl-3 text-right font-medium">
                p90
              </th>
            </tr>
          </thead>
          {byDay(times.data.items).map(({ day, rows }) => (
            <tbody key={day} className="tabular-nums">
              <tr className="border-t border-line">
                <th scope="colgroup" colSpan={4} className="pt-3 pb-1 text-left text-xs font-semibold text-ink-muted">
                  {ticketDayLabel(day)}
                </th>
              </tr>
              {rows.map((row) => (
                <tr key={row.stationId} className="border-t border-line/60">
                  <th scope="row" className="py-2 pr-2 text-left font-normal">
                    {row.stationName}
                  </th>
                  <td className="py-2 pl-3 text-right">{row.count}</td>
                  <td className="py-2 pl-3 text-right whitespace-nowrap">{formatTicketTime(row.averageSeconds)}</td>
                  <td className="py-2 pl-3 text-right whitespace-nowrap">{formatTicketTime(row.p90Seconds)}</td>
                </tr>
              ))}
            </tbody>
          ))}
        </table>
      )}
      <p className="mt-3 text-xs text-ink-faint">
        <Trans>
          From a ticket’s arrival at the station to its bump, counted on the day it arrived in the venue’s time zone.
        </Trans>
      </p>
    </section>
  );
}
