import { useMemo } from 'react';
import { drawQrCode } from '#web/lib/qr-path';

/** The door's QR code: exactly the reservation id, black on white with its quiet zone. */
export function ReservationQrCode({ reservationId, label }: { reservationId: string; label: string }) {
  const { size, path } = useMemo(() => drawQrCode(reservationId), [reservationId]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      width={160}
      height={160}
      shapeRendering="crispEdges"
      role="img"
      aria-label={label}
      className="aspect-square h-auto w-40 rounded-lg"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
