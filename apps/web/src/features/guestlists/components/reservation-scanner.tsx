import { useLingui } from '@lingui/react/macro';
import { QrScannerView } from '#web/features/scanner/components/qr-scanner-view';
import { extractOrderCode } from '#web/features/scanner/order-code';
import { useQrScanner } from '#web/features/scanner/use-qr-scanner';

type ReservationScannerProps = {
  /** Handles a scanned reservation id; the scanner scans on once it settles. */
  onReservation: (reservationId: string) => Promise<void>;
  onInvalid: () => void;
};

/** The door's camera: a guest's reservation QR code holds exactly the reservation id. */
export function ReservationScanner({ onReservation, onInvalid }: ReservationScannerProps) {
  const { t } = useLingui();
  const scanner = useQrScanner({
    onScan: (text, { resume }) => {
      const reservationId = extractOrderCode(text);
      if (!reservationId || !/^[A-Za-z0-9_-]{1,64}$/.test(reservationId)) {
        onInvalid();
        resume();
        return;
      }
      void onReservation(reservationId).finally(resume);
    },
  });
  return (
    <QrScannerView
      className="mt-4"
      videoRef={scanner.videoRef}
      state={scanner.state}
      onStart={() => void scanner.start()}
      hint={t`Point at the guest's reservation QR code`}
    />
  );
}
