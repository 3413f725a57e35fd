import { useSignInTicket } from '#web/features/contests/api/create-reward-ticket';
import { tonightsEvent, upcomingEvents } from '#web/features/contests/vendor-landing';
import { useEventsByStatus } from '#web/features/events/api/get-events-by-status';
import { useAuth } from '#web/features/identity/use-auth';
import { useVendorLocations } from '#web/features/vendor-locations/api/get-vendor-locations';
import { useVendor } from '#web/features/vendors/api/get-vendor';
import { isApiError } from '#web/lib/api-client';

const LANDING_STATUSES = ['IN_PROGRESS', 'UPCOMING'] as const;

/**
 * The venue page's data: the vendor, its locations, tonight's event and the upcoming ones; the sign-in ticket for
 * tonight's event; and one retry for whatever failed (a 404 on events means 'no events', not a failure).
 */
export function useVendorLanding(vendorId: string) {
  const { user } = useAuth();
  const vendor = useVendor(vendorId);
  const locations = useVendorLocations(vendorId);
  const events = useEventsByStatus(vendorId, [...LANDING_STATUSES]);

  const tonight = events.data ? tonightsEvent(events.data, new Date()) : null;
  const upcoming = events.data ? upcomingEvents(events.data) : [];
  useSignInTicket(user?.userId, tonight?.eventId);

  const isVendorMissing = vendor.isError && isApiError(vendor.error) && vendor.error.status === 404;
  const hasNoEvents = events.isError && isApiError(events.error) && events.error.status === 404;
  const failed = [vendor, locations, events].filter((query) => query.isError && !(query === events && hasNoEvents));
  const retryFailed = () => {
    for (const query of failed) void query.refetch();
  };

  return {
    vendor,
    locations,
    events,
    tonight,
    upcoming,
    isVendorMissing,
    hasNoEvents,
    hasFailed: failed.length > 0,
    isRetrying: failed.some((query) => query.isFetching),
    retryFailed,
  };
}
