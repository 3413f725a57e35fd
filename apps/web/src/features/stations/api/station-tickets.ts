import {
  bumpTicket as bumpTicketEndpoint,
  bumpTicketItem as bumpTicketItemEndpoint,
  getStationTickets as getStationTicketsEndpoint,
  recallTicket as recallTicketEndpoint,
  type StationTicketResponse,
  type StationTicketsResponse,
  streamStationTickets as streamStationTicketsEndpoint,
} from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { callEndpoint } from '#web/lib/api-client';
import { followEventStream, type StreamLink } from '#web/lib/follow-event-stream';

type StationKey = { vendorLocationId: string; stationId: string };

export const stationTicketsQueryOptions = ({ vendorLocationId, stationId }: StationKey) =>
  queryOptions({
    queryKey: ['station-tickets', vendorLocationId, stationId],
    queryFn: ({ signal }) =>
      callEndpoint(getStationTicketsEndpoint, {
        params: { vendorLocationId, stationId },
        signal,
      }) as Promise<StationTicketsResponse>,
  });

/** A station's open tickets oldest first, its last bumped, its ticket times and its printers. */
export function useStationTickets(key: StationKey) {
  return useQuery(stationTicketsQueryOptions(key));
}

/**
 * Follows the station's tickets live (the queue's plumbing, decision 070): every `tickets` event replaces the cached
 * read; a drop reads again at once and reopens with backoff. Answers the link's state, for Live / Reconnecting.
 */
export function useStationTicketEvents({ vendorLocationId, stationId }: StationKey): StreamLink {
  const queryClient = useQueryClient();
  const [link, setLink] = useState<StreamLink>('connecting');
  useEffect(() => {
    const controller = new AbortController();
    const { queryKey } = stationTicketsQueryOptions({ vendorLocationId, stationId });
    followEventStream({
      path: endpointPath(streamStationTicketsEndpoint, { vendorLocationId, stationId }),
      event: 'tickets',
      onData: (tickets) =>
        queryClient.setQueryData<StationTicketsResponse>(queryKey, tickets as StationTicketsResponse),
      onDrop: () => void queryClient.invalidateQueries({ queryKey }),
      onLink: setLink,
      stopStatuses: [401, 403, 404],
      signal: controller.signal,
    });
    return () => controller.abort();
  }, [vendorLocationId, stationId, queryClient]);
  return link;
}

type TicketChange =
  | { action: 'bump' | 'recall'; ticketId: string }
  | { action: 'bump-item'; ticketId: string; lineNo: number };

function changeTicket({ vendorLocationId, stationId }: StationKey, change: TicketChange) {
  const params = { vendorLocationId, stationId, ticketId: change.ticketId };
  if (change.action === 'bump-item') {
    return callEndpoint(bumpTicketItemEndpoint, {
      params: { ...params, lineNo: change.lineNo },
    }) as Promise<StationTicketResponse>;
  }
  const endpoint = change.action === 'bump' ? bumpTicketEndpoint : recallTicketEndpoint;
  return callEndpoint(endpoint, { params }) as Promise<StationTicketResponse>;
}

/** Bumps a ticket or one of its items, or recalls a bumped ticket; the screen reads its tickets again after. */
export function useChangeTicket(key: StationKey) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (change: TicketChange) => changeTicket(key, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stationTicketsQueryOptions(key).queryKey }),
  });
}
