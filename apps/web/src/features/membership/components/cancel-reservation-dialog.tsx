import type { MyReservation } from '@queueless/contracts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { formatEventTime } from './event-format';

type CancelReservationDialogProps = {
  /** The reservation to give up; null keeps the dialog closed. */
  reservation: MyReservation | null;
  isCancelling: boolean;
  onConfirm: (reservationId: string) => void;
  onClose: () => void;
};

/**
 * Asks before a reservation is given up: the button sits right under the QR code shown at the door, and a cancelled
 * place goes to the waitlist at once (decision 012), so a stray tap could not be taken back.
 */
export function CancelReservationDialog({
  reservation,
  isCancelling,
  onConfirm,
  onClose,
}: CancelReservationDialogProps) {
  const isWaitlisted = reservation?.reservationStatus === 'WAITLISTED';
  const when = reservation
    ? `${reservation.gleventName} · ${formatEventTime(reservation.startTime, reservation.endTime, reservation.timeZone)}.`
    : '';
  return (
    <ConfirmDialog
      open={reservation !== null}
      onClose={onClose}
      title={isWaitlisted ? 'Leave the waitlist?' : 'Cancel this reservation?'}
      description={
        isWaitlisted
          ? `${when} You will lose your place in line.`
          : `${when} Your spot may go to the next guest on the waitlist right away.`
      }
      confirmLabel={isWaitlisted ? 'Leave waitlist' : 'Cancel reservation'}
      cancelLabel={isWaitlisted ? 'Stay on the waitlist' : 'Keep my spot'}
      isConfirming={isCancelling}
      onConfirm={() => reservation && onConfirm(reservation.reservationId)}
    />
  );
}
