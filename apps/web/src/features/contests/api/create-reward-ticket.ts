import type { RewardTicketResponse } from '@queueless/contracts';
import { createRewardTicket as createRewardTicketEndpoint } from '@queueless/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { callEndpoint } from '#web/lib/api-client';
import { readText, writeText } from '#web/lib/browser-storage';
import { ticketsQueryOptions } from './get-tickets';

/** Asks for the sign-in ticket of an event (the server gives at most one per person per event per day). */
export function createSignInTicket(eventId: string): Promise<RewardTicketResponse> {
  return callEndpoint(createRewardTicketEndpoint, { body: { sourceType: 'SIGNIN', eventId } });
}

const sessionKey = (userId: string, eventId: string) => `signinTicket:${userId}:${eventId}`;

/** Once per browser session and event, a signed-in visitor is given the sign-in ticket; then tickets refresh. */
export function useSignInTicket(userId: string | undefined, eventId: string | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!userId || !eventId) return;
    const key = sessionKey(userId, eventId);
    if (readText('session', key)) return;
    writeText('session', key, '1');
    createSignInTicket(eventId).then(
      () => queryClient.invalidateQueries({ queryKey: ticketsQueryOptions(userId, eventId).queryKey }),
      // A failed grant is tried again in the next session; the page works without it.
      () => undefined,
    );
  }, [userId, eventId, queryClient]);
}
