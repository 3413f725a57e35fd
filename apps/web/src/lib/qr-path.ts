import qrcode from 'qrcode-generator';
import { QR_ERROR_CORRECTION_LEVEL } from './constants';

/** The white border scanners need around a QR code, in modules. */
export const QR_QUIET_ZONE = 4;

export type QrDrawing = { size: number; path: string };

let lastDrawn: { text: string; drawing: QrDrawing } | null = null;

/**
 * A QR code of `text` (error-correction level L) as one SVG path in module units, quiet zone included: each row's
 * dark runs become one rectangle, which keeps the path short. The last one is kept, so checkout can draw the pickup
 * code while the payment's answer is on its way and the status page shows it without drawing it again (issue 16).
 */
export function drawQrCode(text: string): QrDrawing {
  if (lastDrawn?.text === text) return lastDrawn.drawing;
  const drawing = draw(text);
  lastDrawn = { text, drawing };
  return drawing;
}

function draw(text: string): QrDrawing {
  const qr = qrcode(0, QR_ERROR_CORRECTION_LEVEL);
  qr.addData(text);
  qr.make();
  const count = qr.getModuleCount();
  const parts: string[] = [];
  for (let row = 0; row < count; row++) {
    let col = 0;
    while (col < count) {
      if (!qr.isDark(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < count && qr.isDark(row, col)) col++;
      parts.push(`M${start + QR_QUIET_ZONE} ${row + QR_QUIET_ZONE}h${col - start}v1h-${col - start}z`);
    }
  }
  return { size: count + QR_QUIET_ZONE * 2, path: parts.join('') };
}
