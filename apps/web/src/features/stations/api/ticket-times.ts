import {
  getTicketTimesReport as getTicketTimesReportEndpoint,
  type TicketTimesReportResponse,
} from '@queueless/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** The report is of bumped tickets, so a few minutes old is fresh enough (as the analytics reports). */
const TICKET_TIMES_STALE_MS = 5 * 60_000;

export const ticketTimesQueryOptions = (vendorLocationId: string, from: string, to: string) =>
  queryOptions({
    queryKey: ['ticket-times', vendorLocationId, from, to],
    queryFn: ({ signal }) =>
      callEndpoint(getTicketTimesReportEndpoint, {
        params: { vendorLocationId },
        query: { from, to },
        signal,
      }) as Promise<TicketTimesReportResponse>,
    staleTime: TICKET_TIMES_STALE_MS,
  });

/** Each station's ticket times per venue day from `from` to `to` (YYYY-MM-DD); the last range stays while the next loads. */
export function useTicketTimes(vendorLocationId: string, from: string, to: string) {
  return useQuery({ ...ticketTimesQueryOptions(vendorLocationId, from, to), placeholderData: keepPreviousData });
}
