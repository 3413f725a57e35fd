import { Trans, useLingui } from '@lingui/react/macro';
import type { Glevent, GuestReservation } from '@queueless/contracts';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { GuestRow } from '#web/features/guestlists/components/guest-row';
import { ReservationScanner } from '#web/features/guestlists/components/reservation-scanner';
import { doorCounts, guestListMessages } from '#web/features/guestlists/guest-list';
import { useDoorCheckIn } from '#web/features/guestlists/use-door-check-in';
import { scannerMessages } from '#web/features/scanner/scanner-messages';
import { type StaffLocationContext, StaffLocationGate } from '#web/features/staff/components/staff-location-gate';
import { StaffLoading, StaffPage } from '#web/features/staff/components/staff-page';
import { isApiError } from '#web/lib/api-client';
import { cn } from '#web/lib/cn';
import { formatEventDateTimes } from '#web/lib/date-format';
import { staffPaths } from '#web/lib/staff-paths';

function Counts({ guests, glevent }: { guests: GuestReservation[]; glevent: Glevent }) {
  const { t } = useLingui();
  const counts = doorCounts(guests, glevent.originalCapacity);
  const items = [
    { label: t`Checked in`, value: counts.checkedIn },
    { label: t`Reserved`, value: counts.reserved },
    { label: t`Capacity`, value: counts.capacity },
  ];
  return (
    <section aria-label={t`Counts`} className="mt-4 grid grid-cols-3 gap-2" aria-live="polite">
      {items.map((item) => (
        <div key={item.label} className="rounded-2xl border border-line bg-surface px-3 py-2 text-center">
          <div className="text-2xl font-bold tabular-nums">{item.value}</div>
          <div className="text-xs text-ink-muted">{item.label}</div>
        </div>
      ))}
      {counts.waitlisted > 0 && (
        <p className="col-span-3 text-center text-sm text-ink-muted">
          <Trans>{counts.waitlisted} on the waitlist</Trans>
        </p>
      )}
    </section>
  );
}

function GuestList({ vendor, location, gleventId }: StaffLocationContext & { gleventId: string }) {
  const { t } = useLingui();
  const { list, query, setQuery, deferredQuery, shown, pending, feedback, report, onCheckIn, onScanned } =
    useDoorCheckIn(vendor.vendorId, gleventId);
  const [isScanning, setIsScanning] = useState(false);
  const backTo = { to: staffPaths.staffGlevents(location.vendorLocationId), label: t`Back to guest list events` };

  if (list.isPending) {
    return (
      <StaffPage title={t`Guest List`} back={backTo}>
        <StaffLoading label={t`Loading guests`} />
      </StaffPage>
    );
  }
  if (list.isError) {
    const isMissing = isApiError(list.error) && list.error.status === 404;
    return (
      <StaffPage title={t`Guest List`} back={backTo}>
        <ErrorState
          title={isMissing ? t`Event not found` : t`Error occurred`}
          message={guestListMessages.loadFailed}
          onRetry={() => void list.refetch()}
          isRetrying={list.isFetching}
        />
      </StaffPage>
    );
  }

  const { glevent, reservations } = list.data;
  return (
    <StaffPage
      title={glevent.name}
      back={backTo}
      subtitle={`${formatEventDateTimes(glevent.startTime, null, glevent.timeZone)} · ${glevent.venueName}`}
    >
      <Counts guests={reservations} glevent={glevent} />
      <div className="mt-4 flex items-end gap-2">
        <div className="flex flex-1 flex-col gap-1.5">
          <label htmlFor="guest-search" className="text-sm font-medium text-ink">
            <Trans>Search guests</Trans>
          </label>
          <input
            id="guest-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t`Name or last 4 digits`}
            autoComplete="off"
            className="h-12 w-full rounded-xl border border-field-line bg-surface px-4 text-base text-ink placeholder:text-ink-faint focus-visible:outline-2 focus-visible:outline-brand"
          />
        </div>
        <Button
          variant={isScanning ? 'secondary' : 'primary'}
          onClick={() => setIsScanning((value) => !value)}
          aria-pressed={isScanning}
          className="h-12"
        >
          {isScanning ? t`Stop scanning` : t`Scan QR`}
        </Button>
      </div>
      {isScanning && (
        <ReservationScanner
          onReservation={onScanned}
          onInvalid={() =>
            report(
              {
                tone: 'error',
                title: scannerMessages.invalidQrTitle,
                description: t`Please scan a reservation QR code`,
              },
              true,
            )
          }
        />
      )}
      <div role="status" aria-label={t`Scan result`} className="mt-3 min-h-6">
        {isScanning && feedback && (
          <p
            className={cn(
              'rounded-xl px-4 py-2 text-sm font-semibold',
              feedback.tone === 'success' ? 'bg-success/15 text-success' : 'bg-danger/15 text-danger',
            )}
          >
            {feedback.title}
            {feedback.description && <span className="font-normal"> · {feedback.description}</span>}
          </p>
        )}
      </div>
      {reservations.length === 0 ? (
        <p className="mt-8 text-center text-ink-muted">{guestListMessages.empty}</p>
      ) : shown.length === 0 ? (
        <p className="mt-8 text-center text-ink-muted">
          <Trans>No guests match “{deferredQuery.trim()}”.</Trans>
        </p>
      ) : (
        <ul aria-label={t`Guests`} className="mt-3 flex flex-col gap-2">
          {shown.map((guest) => (
            <GuestRow
              key={guest.reservationId}
              guest={guest}
              isPending={pending.has(guest.reservationId)}
              onCheckIn={onCheckIn}
            />
          ))}
        </ul>
      )}
    </StaffPage>
  );
}

/** /staff/location/{vendorLocationId}/guestlist-event/{guestlistEventId}/guests: the door's list, with check-in. */
export function StaffGuestlistGuestsPage() {
  const { vendorLocationId = '', guestlistEventId = '' } = useParams();
  return (
    <StaffLocationGate vendorLocationId={vendorLocationId}>
      {(context) => <GuestList {...context} gleventId={guestlistEventId} />}
    </StaffLocationGate>
  );
}
