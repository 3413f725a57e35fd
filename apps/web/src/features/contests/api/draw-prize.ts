import { DRAW_FAILED_MESSAGE, type DrawResult, drawPrize as drawPrizeEndpoint } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { prizesQueryOptions } from './get-prizes';
import { ticketsQueryOptions } from './get-tickets';

/** Spends one ticket in the event's drawing. */
export function drawPrize(eventId: string): Promise<DrawResult> {
  return callEndpoint(drawPrizeEndpoint, { params: { id: eventId }, body: { termsAccepted: true } });
}

/** A failed draw shows as the loser state with 'Failed to draw prize' (spec). */
export const failedDraw: DrawResult = { winStatus: false, rewards: [], message: DRAW_FAILED_MESSAGE };

export function useDrawPrize(userId: string, eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => drawPrize(eventId),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ticketsQueryOptions(userId, eventId).queryKey });
      void queryClient.invalidateQueries({ queryKey: prizesQueryOptions(eventId).queryKey });
      void queryClient.invalidateQueries({ queryKey: ['users', userId, 'rewards'] });
    },
  });
}
