import { type AvailableGlevent, membershipMessages } from '@queueless/contracts';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { isApiError } from '../../../lib/api-client';
import { reserveSpot } from '../api/reserve-spot';
import { formatEventTime } from './event-format';

type ReserveSheetProps = {
  event: AvailableGlevent | null;
  onClose: () => void;
  /** After any attempt, success or not: the page refetches events, profile and eligibility. */
  onAttempted: (isReserved: boolean) => void;
};

/** The bottom sheet 'Reserve your spot for this event' with RESERVE NOW (disabled while reserving). */
export function ReserveSheet({ event, onClose, onAttempted }: ReserveSheetProps) {
  const [isReserving, setIsReserving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (isReserving) return;
    setError(null);
    onClose();
  };

  const reserve = async () => {
    if (!event || isReserving) return;
    setIsReserving(true);
    setError(null);
    let isReserved = false;
    try {
      await reserveSpot(event.vendorId, event.gleventId);
      isReserved = true;
    } catch (caught) {
      setError(isApiError(caught) && caught.status > 0 ? caught.message : membershipMessages.reserveFailed);
    } finally {
      setIsReserving(false);
      onAttempted(isReserved);
    }
    if (isReserved) onClose();
  };

  return (
    <Dialog
      open={event !== null}
      onClose={close}
      isDismissible={!isReserving}
      title="Reserve your spot for this event"
      description={event ? `${event.name} · ${formatEventTime(event.startTime, event.endTime)}` : undefined}
      className="mb-0 max-w-md rounded-b-none sm:mb-auto sm:rounded-b-2xl"
    >
      {event && <p className="text-sm text-ink-muted">Uses 1 event credit. {event.venueName}.</p>}
      {error && (
        <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm">
          {error}
        </p>
      )}
      <Button size="lg" fullWidth onClick={() => void reserve()} isLoading={isReserving}>
        RESERVE NOW
      </Button>
      <Button variant="ghost" fullWidth onClick={close} disabled={isReserving}>
        Cancel
      </Button>
    </Dialog>
  );
}
