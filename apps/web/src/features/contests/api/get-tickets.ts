import type { Ticket } from '@queueless/contracts';
import { listTickets as listTicketsEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** Tickets stay fresh for 5 minutes (spec); a draw or a new ticket invalidates them at once. */
const TICKETS_STALE_MS = 5 * 60_000;

/** The signed-in person's tickets that can still be played, for one event. */
export async function getTickets(eventId: string, signal?: AbortSignal): Promise<Ticket[]> {
  const { tickets } = await callEndpoint(listTicketsEndpoint, { query: { eventId }, signal });
  return tickets;
}

export function ticketsQueryOptions(userId: string, eventId: string) {
  return queryOptions({
    queryKey: ['users', userId, 'tickets', eventId],
    queryFn: ({ signal }) => getTickets(eventId, signal),
    staleTime: TICKETS_STALE_MS,
  });
}

/** Waits while there is no user or event. */
export function useTickets(userId: string | undefined, eventId: string | undefined) {
  return useQuery({ ...ticketsQueryOptions(userId ?? '', eventId ?? ''), enabled: Boolean(userId && eventId) });
}
