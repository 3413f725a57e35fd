import type { Glevent, GuestReservation } from '@queueless/contracts';
import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { paths } from '#web/app/paths';
import { Button } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { showToast } from '#web/components/ui/toast';
import { useCheckInReservation } from '#web/features/guestlists/api/check-in-reservation';
import { useGuestList } from '#web/features/guestlists/api/get-guest-list';
import { GuestRow } from '#web/features/guestlists/components/guest-row';
import { ReservationScanner } from '#web/features/guestlists/components/reservation-scanner';
import { doorCounts, guestListMessages, guestName, searchGuests } from '#web/features/guestlists/guest-list';
import { scannerMessages } from '#web/features/scanner/scanner-messages';
import { type StaffLocationContext, StaffLocationGate } from '#web/features/staff/components/staff-location-gate';
import { StaffLoading, StaffPage } from '#web/features/staff/components/staff-page';
import { isApiError } from '#web/lib/api-client';
import { cn } from '#web/lib/cn';
import { formatEventDateTimes } from '#web/lib/date-format';

type Feedback = { tone: 'success' | 'error'; title: string; description?: string };

function Counts({ guests, glevent }: { guests: GuestReservation[]; glevent: Glevent }) {
  const counts = doorCounts(guests, glevent.originalCapacity);
  const items = [
    { label: 'Checked in', value: counts.checkedIn },
    { label: 'Reserved', value: counts.reserved },
    { label: 'Capacity', value: counts.capacity },
  ];
  return (
    <section aria-label="Counts" className="mt-4 grid grid-cols-3 gap-2" aria-live="polite">
      {items.map((item) => (
        <div key={item.label} className="rounded-2xl border border-line bg-surface px-3 py-2 text-center">
          <div className="text-2xl font-bold tabular-nums">{item.value}</div>
          <div className="text-xs text-ink-muted">{item.label}</div>
        </div>
      ))}
      {counts.waitlisted > 0 && (
        <p className="col-span-3 text-center text-sm text-ink-muted">{counts.waitlisted} on the waitlist</p>
      )}
    </section>
  );
}

/** What a check-in's answer means at the door. */
function feedbackOf(error: unknown, guest: GuestReservation | undefined): Feedback {
  const name = guest ? guestName(guest) : undefined;
  if (!isApiError(error))
    return { tone: 'error', title: guestListMessages.checkInFailed, description: 'Please try again.' };
  switch (error.code) {
    case 'ALREADY_CHECKED_IN':
      return { tone: 'error', title: guestListMessages.alreadyCheckedIn, description: name ?? error.message };
    case 'RESERVATION_CANCELLED':
      return { tone: 'error', title: guestListMessages.cancelled, description: name ?? error.message };
    case 'RESERVATION_OTHER_EVENT':
      return { tone: 'error', title: guestListMessages.otherEvent, description: error.message };
    case 'NOT_FOUND':
      return { tone: 'error', title: guestListMessages.notFound, description: guestListMessages.notFoundDescription };
    default:
      return {
        tone: 'error',
        title: guestListMessages.checkInFailed,
        // A lost network or a timeout says so in the client's own words; a server error says nothing of its insides.
        description: error.status < 500 ? error.message : 'Please try again.',
      };
  }
}

function GuestList({ vendor, location, gleventId }: StaffLocationContext & { gleventId: string }) {
  const list = useGuestList(vendor.vendorId, gleventId);
  const checkIn = useCheckInReservation(vendor.vendorId, gleventId);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [isScanning, setIsScanning] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const guests = list.data?.reservations;
  const shown = useMemo(() => (guests ? searchGuests(guests, deferredQuery) : []), [guests, deferredQuery]);
  const backTo = { to: paths.staffGuestlistEvents(location.vendorLocationId), label: 'Back to guest list events' };

  // A scan answers beside the camera (the door person is looking there); a tap answers with a toast.
  const report = useCallback((next: Feedback, isScan: boolean) => {
    if (isScan) setFeedback(next);
    else showToast({ title: next.title, description: next.description, variant: next.tone });
  }, []);

  const checkInById = useCallback(
    async (reservationId: string, isScan: boolean) => {
      const guest = guests?.find((row) => row.reservationId === reservationId);
      if (guest?.reservationStatus === 'CHECKED_IN') {
        return report(
          { tone: 'error', title: guestListMessages.alreadyCheckedIn, description: guestName(guest) },
          isScan,
        );
      }
      if (guest?.reservationStatus === 'CANCELLED') {
        return report({ tone: 'error', title: guestListMessages.cancelled, description: guestName(guest) }, isScan);
      }
      setPending((current) => new Set(current).add(reservationId));
      try {
        const done = await checkIn.mutateAsync(reservationId);
        const party = done.quantity === 1 ? '1 guest' : `${done.quantity} guests`;
        report(
          { tone: 'success', title: guestListMessages.checkedIn, description: `${guestName(done)} · ${party}` },
          isScan,
        );
      } catch (error) {
        report(feedbackOf(error, guest), isScan);
      } finally {
        setPending((current) => {
          const next = new Set(current);
          next.delete(reservationId);
          return next;
        });
      }
    },
    [checkIn, guests, report],
  );
  const onCheckIn = useCallback(
    (guest: GuestReservation) => void checkInById(guest.reservationId, false),
    [checkInById],
  );
  const onScanned = useCallback((reservationId: string) => checkInById(reservationId, true), [checkInById]);

  if (list.isPending) {
    return (
      <StaffPage title="Guest List" back={backTo}>
        <StaffLoading label="Loading guests" />
      </StaffPage>
    );
  }
  if (list.isError) {
    const isMissing = isApiError(list.error) && list.error.status === 404;
    return (
      <StaffPage title="Guest List" back={backTo}>
        <ErrorState
          title={isMissing ? 'Event not found' : 'Error occurred'}
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
            Search guests
          </label>
          <input
            id="guest-search"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder="Name or last 4 digits"
            autoComplete="off"
            className="h-12 w-full rounded-xl border border-line bg-surface px-4 text-base text-ink placeholder:text-ink-faint focus-visible:outline-2 focus-visible:outline-brand"
          />
        </div>
        <Button
          variant={isScanning ? 'secondary' : 'primary'}
          onClick={() => setIsScanning((value) => !value)}
          aria-pressed={isScanning}
          className="h-12"
        >
          {isScanning ? 'Stop scanning' : 'Scan QR'}
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
                description: 'Please scan a reservation QR code',
              },
              true,
            )
          }
        />
      )}
      <div role="status" aria-label="Scan result" className="mt-3 min-h-6">
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
        <p className="mt-8 text-center text-ink-muted">No guests match “{deferredQuery.trim()}”.</p>
      ) : (
        <ul aria-label="Guests" className="mt-3 flex flex-col gap-2">
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
