import { useMemo } from 'react';
import { useOrderCode } from '#web/features/orders/api/get-order-code';
import { QR_CODE_SIZE } from '#web/lib/constants';
import { drawQrCode } from '#web/lib/qr-path';

/**
 * The pickup QR code: the order's signed code (decision 092; the bare id until it arrives), 300 px, level L, black on
 * white with its quiet zone, sharp at any scale.
 */
export function OrderQrCode({
  userId,
  orderId,
  isPaid,
  label,
}: {
  userId?: string;
  orderId: string;
  /** Paid or handed over: the server signs no other order's code. */
  isPaid: boolean;
  label: string;
}) {
  const signed = useOrderCode(userId, orderId, isPaid).data?.code;
  const text = signed ?? orderId;
  const { size, path } = useMemo(() => drawQrCode(text), [text]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      width={QR_CODE_SIZE}
      height={QR_CODE_SIZE}
      shapeRendering="crispEdges"
      role="img"
      aria-label={label}
      data-code={text}
      className="aspect-square h-auto w-full max-w-[300px] rounded-xl"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
