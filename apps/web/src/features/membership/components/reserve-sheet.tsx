import { t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AvailableGlevent } from '@queueless/contracts';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { reserveSpot } from '#web/features/membership/api/reserve-spot';
import { membershipMessages } from '#web/features/membership/membership-messages';
import { isApiError } from '#web/lib/api-client';
import { formatEventTime } from './event-format';

/**
 * Ours, not the spec's (it has no waitlist): a full event takes a booking as a place in line (decisions 012 and 013),
 * which uses no credit until a spot opens and the guest is texted.
 */
// Getters: each is worded in the active language when it is read.
export const waitlistMessages = {
  /** Before booking an event with no spots left. */
  get full() {
    return t`This event is full. Booking puts you on the waitlist: no credit is used unless a spot opens up, and we’ll text you if it does.`;
  },
  /** After a booking that the server put on the waitlist (the last spot went while the sheet was open, say). */
  get joined() {
    return t`You’re on the waitlist. The event is full, so no credit was used; if a spot opens up we’ll text you and use 1 credit.`;
  },
};

/** Ours: the words after a confirmed booking (the spec shows none), pointing to the QR code the door scans. */
export function bookedMessage(eventName: string): string {
  return t`You’re on the guest list for ${eventName}. 1 credit was used; your QR code for the door is in your account.`;
}

type ReserveSheetProps = {
  event: AvailableGlevent | null;
  onClose: () => void;
  /** After any attempt, success or not: the page refetches events, profile and eligibility. */
  onAttempted: (isReserved: boolean) => void;
};

/**
 * The bottom sheet 'Reserve your spot for this event' with RESERVE NOW (disabled while reserving). The outcome is said
 * in the sheet: a confirmed spot, or a place on the waitlist, so nobody leaves unsure what they hold.
 */
export function ReserveSheet({ event, onClose, onAttempted }: ReserveSheetProps) {
  const { i18n, t } = useLingui();
  const [isReserving, setIsReserving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [booked, setBooked] = useState<{ gleventId: string; isWaitlisted: boolean } | null>(null);
  const outcome = event !== null && booked?.gleventId === event.gleventId ? booked : null;

  const close = () => {
    if (isReserving) return;
    setError(null);
    setBooked(null);
    onClose();
  };

  const reserve = async () => {
    if (!event || isReserving) return;
    setIsReserving(true);
    setError(null);
    let isReserved = false;
    let isOnWaitlist = false;
    try {
      const { reservation } = await reserveSpot(event.vendorId, event.gleventId);
      isReserved = true;
      isOnWaitlist = reservation.reservationStatus === 'WAITLISTED';
    } catch (caught) {
      setError(isApiError(caught) && caught.status > 0 ? caught.message : i18n._(membershipMessages.reserveFailed));
    } finally {
      setIsReserving(false);
      onAttempted(isReserved);
    }
    if (isReserved) setBooked({ gleventId: event.gleventId, isWaitlisted: isOnWaitlist });
  };

  return (
    <Dialog
      open={event !== null}
      onClose={close}
      isDismissible={!isReserving}
      title={t`Reserve your spot for this event`}
      description={
        event ? `${event.name} · ${formatEventTime(event.startTime, event.endTime, event.timeZone)}` : undefined
      }
      className="mb-0 max-w-md rounded-b-none sm:mb-auto sm:rounded-b-2xl"
    >
      {outcome && event ? (
        <>
          <p role="status" className="rounded-xl border border-brand/40 bg-brand/10 px-4 py-3 text-sm">
            {outcome.isWaitlisted ? waitlistMessages.joined : bookedMessage(event.name)}
          </p>
          <Button size="lg" fullWidth onClick={close}>
            <Trans>Done</Trans>
          </Button>
        </>
      ) : (
        <>
          {event && event.availableCount <= 0 ? (
            <>
              <p className="text-sm text-ink-muted">{event.venueName}.</p>
              <p className="rounded-xl border border-line bg-surface-raised px-4 py-3 text-sm">
                {waitlistMessages.full}
              </p>
            </>
          ) : (
            event && (
              <p className="text-sm text-ink-muted">
                <Trans>Uses 1 event credit. {event.venueName}.</Trans>
              </p>
            )
          )}
          {error && (
            <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm">
              {error}
            </p>
          )}
          <Button size="lg" fullWidth onClick={() => void reserve()} isLoading={isReserving}>
            <Trans>RESERVE NOW</Trans>
          </Button>
          <Button variant="ghost" fullWidth onClick={close} disabled={isReserving}>
            <Trans>Cancel</Trans>
          </Button>
        </>
      )}
    </Dialog>
  );
}
