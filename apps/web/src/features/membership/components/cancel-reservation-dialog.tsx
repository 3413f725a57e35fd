import { useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const isWaitlisted = reservation?.reservationStatus === 'WAITLISTED';
  const when = reservation
    ? `${reservation.gleventName} · ${formatEventTime(reservation.startTime, reservation.endTime, reservation.timeZone)}.`
    : '';
  return (
    <ConfirmDialog
      open={reservation !== null}
      onClose={onClose}
      title={isWaitlisted ? t`Leave the waitlist?` : t`Cancel this reservation?`}
      description={
        isWaitlisted
          ? t`${when} You will lose your place in line.`
          : t`${when} Your spot may go to the next guest on the waitlist right away.`
      }
      confirmLabel={isWaitlisted ? t`Leave waitlist` : t`Cancel reservation`}
      cancelLabel={isWaitlisted ? t`Stay on the waitlist` : t`Keep my spot`}
      isConfirming={isCancelling}
      onConfirm={() => reservation && onConfirm(reservation.reservationId)}
    />
  );
}
