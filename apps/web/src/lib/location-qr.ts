import type qrcode from 'qrcode-generator';

/** The quiet zone scanners need around a QR code, in modules. */
const QUIET_ZONE = 4;

export type QrDrawing = { size: number; path: string };
type QrFactory = typeof qrcode;

/**
 * A location poster's QR code as one SVG path (module units, quiet zone included). Level M: a printed poster gets
 * scuffed and photographed at an angle, and the URL is short enough for it to stay small.
 */
export function drawLocationQr(make: QrFactory, text: string): QrDrawing {
  const qr = make(0, 'M');
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < count; row++) {
    for (let col = 0; col < count; ) {
      if (!qr.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && qr.isDark(row, col)) col++;
      parts.push(`M${start + QUIET_ZONE} ${row + QUIET_ZONE}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size: count + QUIET_ZONE * 2, path: parts.join('') };
}

/** The QR library, loaded when a code is first drawn (it is needed on the print page only). */
export function loadQrFactory(): Promise<QrFactory> {
  return import('qrcode-generator').then((module) => module.default);
}
