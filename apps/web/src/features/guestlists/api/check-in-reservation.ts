import type { GuestListResponse, GuestReservation } from '@queueless/contracts';
import { checkInReservation as checkInReservationEndpoint } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { guestListQueryOptions } from './get-guest-list';

/** CONFIRMED → CHECKED_IN. Already checked in, cancelled, waitlisted or another event's: a 409 saying which. */
export async function checkInReservation(
  vendorId: string,
  gleventId: string,
  reservationId: string,
): Promise<GuestReservation> {
  const { reservation } = await callEndpoint(checkInReservationEndpoint, {
    params: { vendorId, gleventId, reservationId },
  });
  return reservation;
}

/**
 * Shows the guest checked in at once, then refreshes the event's reservations. Sent even when the browser says it is
 * offline (`networkMode: 'always'`): at the door a check-in must fail at once and say so, not wait unseen and go
 * through minutes later, after the guest was let in some other way.
 */
export function useCheckInReservation(vendorId: string, gleventId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = guestListQueryOptions(vendorId, gleventId);
  return useMutation({
    networkMode: 'always',
    mutationFn: (reservationId: string) => checkInReservation(vendorId, gleventId, reservationId),
    onSuccess: (reservation) => {
      queryClient.setQueryData(queryKey, (list: GuestListResponse | undefined) =>
        list
          ? {
              ...list,
              reservations: list.reservations.map((row) =>
                row.reservationId === reservation.reservationId ? reservation : row,
              ),
            }
          : list,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
