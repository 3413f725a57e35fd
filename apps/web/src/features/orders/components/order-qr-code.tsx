import { useMemo } from 'react';
import { QR_CODE_SIZE } from '#web/lib/constants';
import { drawQrCode } from '#web/lib/qr-path';

/** The pickup QR code: the order id, 300 px, level L, black on white with its quiet zone, sharp at any scale. */
export function OrderQrCode({ orderId, label }: { orderId: string; label: string }) {
  const { size, path } = useMemo(() => drawQrCode(orderId), [orderId]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      width={QR_CODE_SIZE}
      height={QR_CODE_SIZE}
      shapeRendering="crispEdges"
      role="img"
      aria-label={label}
      className="aspect-square h-auto w-full max-w-[300px] rounded-xl"
    >
      <rect width={size} height={size} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
