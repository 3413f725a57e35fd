import { Trans, useLingui } from '@lingui/react/macro';
import type { VendorEvent } from '@queueless/contracts';
import { Link } from 'react-router';
import { buttonStyles } from '#web/components/ui/button';
import { useVendorEvents } from '#web/features/events/api/get-vendor-events';
import { eventStatusLabels } from '#web/features/events/event-form';
import { ManagerGate } from '#web/features/staff/components/manager-gate';
import type { StaffLocationContext } from '#web/features/staff/components/staff-location-gate';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { StaffQuery } from '#web/features/staff/components/staff-query';
import { cn } from '#web/lib/cn';
import { formatEventDateTimes } from '#web/lib/date-format';
import { staffPaths } from '#web/lib/staff-paths';

const statusStyles = {
  UPCOMING: 'bg-brand/15 text-brand',
  IN_PROGRESS: 'bg-success/15 text-success',
  COMPLETED: 'bg-surface-raised text-ink-muted',
} as const;

function EventCard({ event, to }: { event: VendorEvent; to: string }) {
  const { t } = useLingui();
  return (
    <li>
      <Link
        to={to}
        className="flex flex-col gap-1 rounded-2xl border border-line bg-surface px-4 py-3 wrap-anywhere transition-colors hover:bg-surface-raised"
      >
        <span className="flex items-start justify-between gap-3">
          <span className="font-semibold">{event.eventName}</span>
          <span className={cn('shrink-0 rounded-lg px-2 py-0.5 text-xs font-semibold', statusStyles[event.status])}>
            {eventStatusLabels[event.status]}
          </span>
        </span>
        <span className="text-sm text-ink-muted">
          {event.startTime ? formatEventDateTimes(event.startTime, event.endTime, event.timeZone) : t`No time set`}
        </span>
      </Link>
    </li>
  );
}

function EventList({ location, vendor }: StaffLocationContext) {
  const { t } = useLingui();
  const events = useVendorEvents(vendor.vendorId);
  return (
    <StaffPage
      title={t`Events`}
      back={{ to: staffPaths.staffLocation(location.vendorLocationId), label: t`Back to location menu` }}
      subtitle={vendor.name}
      actions={
        <Link
          to={staffPaths.staffEventCreate(location.vendorLocationId, vendor.vendorId)}
          className={buttonStyles({ size: 'sm' })}
        >
          <Trans>Add Event</Trans>
        </Link>
      }
    >
      <StaffQuery
        query={events}
        loadingLabel={t`Loading events`}
        errorMessage={t`We couldn't load the events. Please try again.`}
      >
        {(list) =>
          list.length === 0 ? (
            <div className="mt-10 flex flex-col items-center gap-2 text-center">
              <p className="font-semibold">
                <Trans>No events yet</Trans>
              </p>
              <p className="text-sm text-ink-muted">
                <Trans>Add your next night, show or special to let customers know.</Trans>
              </p>
            </div>
          ) : (
            <ul aria-label={t`Events`} className="mt-5 flex flex-col gap-2">
              {list.map((event) => (
                <EventCard
                  key={event.eventId}
                  event={event}
                  to={staffPaths.staffEventEdit(location.vendorLocationId, vendor.vendorId, event.eventId)}
                />
              ))}
            </ul>
          )
        }
      </StaffQuery>
    </StaffPage>
  );
}

/** /staff/location/{vendorLocationId}/{vendorId}/events: the vendor's events (MANAGER and above). */
export function StaffEventsPage() {
  return <ManagerGate>{(context) => <EventList {...context} />}</ManagerGate>;
}
