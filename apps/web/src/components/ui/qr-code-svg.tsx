import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { drawLocationQr, loadQrFactory, type QrDrawing } from '#web/lib/location-qr';
import { Spinner } from './spinner';

/** A QR code of `text`, black on white, sharp at any size and in print. */
export function QrCodeSvg({ text, label, className }: { text: string; label: string; className?: string }) {
  const { t } = useLingui();
  const [drawing, setDrawing] = useState<QrDrawing | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void loadQrFactory().then((make) => {
      if (isCurrent) setDrawing(drawLocationQr(make, text));
    });
    return () => {
      isCurrent = false;
    };
  }, [text]);

  if (!drawing) {
    return (
      <div className={className}>
        <div className="grid aspect-square w-full place-items-center text-neutral-400">
          <Spinner label={t`Drawing QR code`} />
        </div>
      </div>
    );
  }
  return (
    <svg
      viewBox={`0 0 ${drawing.size} ${drawing.size}`}
      shapeRendering="crispEdges"
      role="img"
      aria-label={label}
      className={className}
    >
      <rect width={drawing.size} height={drawing.size} fill="#ffffff" />
      <path d={drawing.path} fill="#000000" />
    </svg>
  );
}
