import type { QueryClient } from '@tanstack/react-query';
import { eligibilityQueryOptions } from './get-eligibility';
import { membershipQueryOptions } from './get-membership';
import { myReservationsQueryOptions } from './get-my-reservations';

/** After any reservation attempt or membership change: events, profile, eligibility and reservations again. */
export function refetchMemberData(queryClient: QueryClient, userId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['glevents', 'available'] }),
    queryClient.invalidateQueries({ queryKey: membershipQueryOptions(userId).queryKey }),
    queryClient.invalidateQueries({ queryKey: eligibilityQueryOptions(userId).queryKey }),
    queryClient.invalidateQueries({ queryKey: myReservationsQueryOptions(userId).queryKey }),
  ]);
}
