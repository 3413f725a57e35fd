import { useMemo } from 'react';
import { useReservationCode } from '#web/features/membership/api/get-reservation-code';
import { drawQrCode } from '#web/lib/qr-path';

/** The door's QR code: the reservation's signed code (decision 092; the bare id until it arrives), black on white. */
export function ReservationQrCode({
  userId,
  reservationId,
  label,
}: {
  userId?: string;
  reservationId: string;
  label: string;
}) {
  const signed = useReservationCode(userId, reservationId).data?.code;
  const text = signed ?? reservationId;
  const { size, path } = useMemo(() => drawQrCode(text), [text]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      width={160}
      height={160}
      shapeRendering="crispEdges"
      role="img"
      aria-label={label}
      data-code={text}
      className="aspect-square h-auto w-40 rounded-lg"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
