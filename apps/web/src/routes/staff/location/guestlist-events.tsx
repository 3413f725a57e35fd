import { Trans, useLingui } from '@lingui/react/macro';
import type { Glevent } from '@queueless/contracts';
import { Link, useParams } from 'react-router';
import { buttonStyles } from '#web/components/ui/button';
import { useVendorGlevents } from '#web/features/guestlists/api/get-vendor-glevents';
import { GleventCard } from '#web/features/guestlists/components/glevent-card';
import { gleventMessages } from '#web/features/guestlists/glevent-form';
import { type StaffLocationContext, StaffLocationGate } from '#web/features/staff/components/staff-location-gate';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { StaffQuery } from '#web/features/staff/components/staff-query';
import { cn } from '#web/lib/cn';
import { staffPaths } from '#web/lib/staff-paths';

function Section({ title, glevents, context }: { title: string; glevents: Glevent[]; context: StaffLocationContext }) {
  const { location, vendor, staffRole } = context;
  if (glevents.length === 0) return null;
  return (
    <section aria-label={title} className="mt-6">
      <h2 className="mb-2 text-sm font-semibold tracking-wide text-ink-muted uppercase">{title}</h2>
      <ul className="flex flex-col gap-2">
        {glevents.map((glevent) => (
          <GleventCard
            key={glevent.gleventId}
            glevent={glevent}
            guestsTo={staffPaths.staffGuestlistGuests(location.vendorLocationId, glevent.gleventId)}
            editTo={
              staffRole.role === 'STAFF'
                ? null
                : staffPaths.staffGleventEdit(location.vendorLocationId, vendor.vendorId, glevent.gleventId)
            }
          />
        ))}
      </ul>
    </section>
  );
}

function GleventList(context: StaffLocationContext) {
  const { t } = useLingui();
  const { location, vendor, staffRole } = context;
  const glevents = useVendorGlevents(vendor.vendorId);
  return (
    <StaffPage
      title={t`Guest List Events`}
      back={{ to: staffPaths.staffLocation(location.vendorLocationId), label: t`Back to location menu` }}
      subtitle={vendor.name}
    >
      {staffRole.role !== 'STAFF' && (
        <Link
          to={staffPaths.staffGleventCreate(location.vendorLocationId)}
          className={cn(buttonStyles({ size: 'lg', fullWidth: true }), 'mt-5')}
        >
          <Trans>Add Guest List Event</Trans>
        </Link>
      )}
      <StaffQuery
        query={glevents}
        loadingLabel={t`Loading guest list events`}
        errorMessage={gleventMessages.loadFailed}
      >
        {(data) =>
          data.total === 0 ? (
            <p className="mt-10 text-center text-ink-muted">{gleventMessages.noEvents}</p>
          ) : (
            <>
              <Section title={t`Upcoming`} glevents={data.upcomingGlevents} context={context} />
              <Section title={t`Past`} glevents={data.pastGlevents} context={context} />
            </>
          )
        }
      </StaffQuery>
    </StaffPage>
  );
}

/** /staff/location/{vendorLocationId}/guestlist-events: upcoming and past guest-list events. */
export function StaffGleventsPage() {
  const { vendorLocationId = '' } = useParams();
  return (
    <StaffLocationGate vendorLocationId={vendorLocationId}>
      {(context) => <GleventList {...context} />}
    </StaffLocationGate>
  );
}
