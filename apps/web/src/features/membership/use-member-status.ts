import { useAuth } from '#web/features/identity/use-auth';
import { activeBooking } from './active-booking';
import { useEligibility } from './api/get-eligibility';
import { useMembership } from './api/get-membership';
import { useMyReservations } from './api/get-my-reservations';
import type { BannerState } from './components/membership-banner';

/** Who the visitor is to the membership pages: signed out, loading, a non-member, or a member and their state. */
export function useMemberStatus() {
  const { status, user } = useAuth();
  const membership = useMembership(user?.userId);
  const isMember = Boolean(membership.data?.membership?.isActive);
  const eligibility = useEligibility(user?.userId, isMember);
  const credits = membership.data?.profile?.availableCredits ?? null;
  const reservations = useMyReservations(user?.userId, isMember);
  const booking = activeBooking(reservations.data?.reservations ?? []);
  // A failed read is not "not a member": the pages say it failed and offer to try again.
  const isError = Boolean(user) && (membership.isError || (isMember && eligibility.isError));

  let banner: BannerState;
  if (status === 'loading' || (user && membership.isPending)) banner = 'loading';
  else if (!user || !isMember) banner = 'not-member';
  else if (eligibility.isPending) banner = 'loading';
  else if (eligibility.data?.isEligible) banner = 'eligible';
  else banner = booking?.status === 'WAITLISTED' ? 'waitlisted' : 'reserved';

  return {
    isSignedIn: status === 'authenticated',
    user,
    isMember,
    credits,
    /** When the membership ends and the next credits come (null: not known, or none). */
    membershipEndsAt: membership.data?.membership?.endsAt ?? null,
    nextCreditsAt: membership.data?.profile?.nextCreditsAt ?? null,
    /** Signed in, loaded, and no membership profile: the join dialog opens by itself. */
    hasNoProfile: Boolean(user) && membership.isSuccess && membership.data.profile === null,
    banner,
    /** The member's one live booking (the event it is for and its state), marked on that event's card. */
    booking,
    canBook: isMember && eligibility.data?.isEligible === true && (credits ?? 0) >= 1,
    isError,
    isRetrying: membership.isFetching || eligibility.isFetching,
    retry: () => {
      if (membership.isError) void membership.refetch();
      if (eligibility.isError) void eligibility.refetch();
    },
  };
}
