import { getReservationCode } from '@queueless/contracts';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** The reservation's signed door code (decision 092); the bare id until it arrives. */
export function useReservationCode(userId: string | undefined, reservationId: string) {
  return useQuery({
    queryKey: ['users', userId, 'reservations', reservationId, 'code'],
    queryFn: ({ signal }) =>
      callEndpoint(getReservationCode, { params: { userId: userId ?? '', reservationId }, signal }),
    enabled: Boolean(userId && reservationId),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
