import qrcode from 'qrcode-generator';
import { describe, expect, it } from 'vitest';
import { drawLocationQr } from './location-qr';

describe('drawLocationQr', () => {
  it('draws the code with a 4-module quiet zone, one rectangle per dark run', () => {
    const { size, path } = drawLocationQr(qrcode, 'https://queueless.app/L/AD708');
    const reference = qrcode(0, 'M');
    reference.addData('https://queueless.app/L/AD708');
    reference.make();
    expect(size).toBe(reference.getModuleCount() + 8);
    // The top-left finder pattern starts at the quiet zone with a run of 7 dark modules.
    expect(path.startsWith('M4 4h7v1h-7z')).toBe(true);
  });
});
