import { type AvailableGlevent, MEMBERSHIP_CITIES } from '@queueless/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AuthRedirectState } from '#web/features/identity/components/require-auth';
import { useAvailableEvents } from '#web/features/membership/api/get-available-events';
import { refetchMemberData } from '#web/features/membership/api/invalidate';
import type { City } from '#web/features/membership/components/city-chips';
import type { BookState } from '#web/features/membership/components/event-card';
import { RESERVATIONS_HASH } from '#web/features/membership/reservations-anchor';
import { useMemberStatus } from '#web/features/membership/use-member-status';
import { paths } from '#web/lib/paths';

/**
 * The events page's state and actions: the member's status, the city and its events, the join dialog (opened once
 * on arrival for a signed-in person without a membership profile) and the event being reserved.
 */
export function useMembershipEventsPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const member = useMemberStatus();
  const [city, setCity] = useState<City | null>(MEMBERSHIP_CITIES[0]);
  const [isDialogOpen, setIsDialogOpen] = useState(false);
  const [reserving, setReserving] = useState<AvailableGlevent | null>(null);
  const hasPrompted = useRef(false);
  const events = useAvailableEvents(city);

  // Authenticated users without a membership profile are prompted once, on arrival.
  useEffect(() => {
    if (member.hasNoProfile && !hasPrompted.current) {
      hasPrompted.current = true;
      setIsDialogOpen(true);
    }
  }, [member.hasNoProfile]);

  const goJoin = () => {
    if (!member.isSignedIn) {
      const state: AuthRedirectState = { authRedirectTo: `${location.pathname}${location.search}` };
      navigate(paths.signIn(), { state });
      return;
    }
    setIsDialogOpen(true);
  };

  const onBannerPress = () => {
    if (member.banner === 'not-member') goJoin();
    else if (member.banner === 'eligible') document.getElementById('events')?.scrollIntoView({ behavior: 'smooth' });
    else if (member.banner === 'reserved' || member.banner === 'waitlisted')
      navigate({ pathname: paths.account(), hash: RESERVATIONS_HASH });
  };

  const bookState: BookState = member.canBook ? 'bookable' : member.isMember ? 'not-eligible' : 'join-first';

  const book = (picked: AvailableGlevent) => {
    if (member.isError) member.retry();
    else if (bookState === 'bookable') setReserving(picked);
    else goJoin();
  };

  const onReserveAttempted = () => {
    if (member.user) void refetchMemberData(queryClient, member.user.userId);
  };

  return {
    member,
    city,
    setCity,
    events,
    bookState,
    book,
    onBannerPress,
    isDialogOpen,
    closeDialog: () => setIsDialogOpen(false),
    reserving,
    closeReserving: () => setReserving(null),
    onReserveAttempted,
  };
}
