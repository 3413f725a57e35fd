import { describe, expect, it } from 'vitest';
import { drawQrCode, QR_QUIET_ZONE } from './qr-path';

/** Reads the drawing back into a grid of dark modules. */
function toGrid({ size, path }: { size: number; path: string }): boolean[][] {
  const grid = Array.from({ length: size }, () => Array<boolean>(size).fill(false));
  for (const match of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    const [x, y, width] = [Number(match[1]), Number(match[2]), Number(match[3])];
    for (let col = x; col < x + width; col++) {
      const row = grid[y];
      if (row) row[col] = true;
    }
  }
  return grid;
}

describe('drawQrCode', () => {
  it('draws a level-L QR code of the order id with a 4-module quiet zone', () => {
    const drawing = drawQrCode('DEMOORDER00000000ABC123');
    // 23 characters in byte mode at level L fit version 2: 25 modules, plus the quiet zone.
    expect(drawing.size).toBe(25 + QR_QUIET_ZONE * 2);
    const grid = toGrid(drawing);
    // The quiet zone is empty and the top-left finder pattern starts right after it.
    expect(grid[0]?.some(Boolean)).toBe(false);
    expect(grid.every((row) => row[0] === false)).toBe(true);
    expect(grid[QR_QUIET_ZONE]?.slice(QR_QUIET_ZONE, QR_QUIET_ZONE + 7).every(Boolean)).toBe(true);
    expect(grid[QR_QUIET_ZONE + 1]?.[QR_QUIET_ZONE + 1]).toBe(false);
  });

  it('draws different codes for different orders', () => {
    expect(drawQrCode('ORDER-A').path).not.toBe(drawQrCode('ORDER-B').path);
  });

  it('keeps the last drawing, so the code drawn while paying is not drawn again, and draws another text anew', () => {
    const first = drawQrCode('PAIDORDER000000000000001');
    expect(drawQrCode('PAIDORDER000000000000001')).toBe(first);
    const other = drawQrCode('PAIDORDER000000000000002');
    expect(other).not.toBe(first);
    expect(other.path).not.toBe(first.path);
  });
});
