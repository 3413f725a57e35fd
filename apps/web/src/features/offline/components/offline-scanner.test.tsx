import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { OfflineDevice, ScanLogEntry, Snapshot } from '#web/features/offline/offline-device';
import { OfflineScanner } from './offline-scanner';

vi.mock('#web/features/scanner/use-qr-scanner', () => ({
  useQrScanner: () => ({ videoRef: { current: null }, state: 'idle', start: async () => undefined }),
}));

const snapshot: Snapshot = {
  state: {
    token: 'qld_token',
    device: {
      deviceId: 'DEVICE1',
      vendorId: 'VENDOR1',
      name: 'Bar tablet',
      vendorLocationId: 'LOC1',
      gleventId: null,
      acceptsUnknownCodes: false,
      enrolledAt: new Date().toISOString(),
      enrolledBy: 'USER1',
      revokedAt: null,
      lastSyncAt: null,
      waitingCount: 0,
      offlineSince: null,
    },
    keys: [],
    cursor: '1-1',
    wipeAt: null,
    gleventName: null,
    lastSyncAt: Date.now(),
    offlineSince: null,
  },
  waiting: 0,
  isOnline: true,
  isSyncing: false,
  log: [],
  endedBecause: null,
  isCameraReady: null,
};

const handedOver = (code: string): ScanLogEntry => ({
  scanId: code,
  at: Date.now(),
  targetId: code,
  name: `Order ${code}`,
  tone: 'success',
  title: 'Handed over',
  description: `Order ${code}`,
  offline: true,
  outcome: null,
  reason: null,
});

describe('OfflineScanner', () => {
  it('a code typed while the one before still waits for the server is the next scan, never wiped', async () => {
    const answers: Array<() => void> = [];
    const scan = vi.fn(
      (code: string) => new Promise<ScanLogEntry>((resolve) => answers.push(() => resolve(handedOver(code)))),
    );
    const device = { scan } as unknown as OfflineDevice;
    render(<OfflineScanner device={device} snapshot={snapshot} onSyncNow={() => undefined} />);
    const field = screen.getByRole('textbox', { name: 'Code' });
    const check = screen.getByRole('button', { name: 'Check' });

    fireEvent.change(field, { target: { value: 'FIRST' } });
    fireEvent.click(check);
    expect(scan).toHaveBeenCalledWith('FIRST');
    fireEvent.change(field, { target: { value: 'SECOND' } });
    // The first scan's answer comes while the second code sits in the field.
    answers[0]?.();
    expect(await screen.findByText('Order FIRST')).toBeDefined();
    fireEvent.click(check);
    expect(scan).toHaveBeenLastCalledWith('SECOND');
    // The first answer coming late never covers the latest scan's.
    answers[1]?.();
    expect(await screen.findByText('Order SECOND')).toBeDefined();
  });

  it('says whether the camera scans offline once that is known', () => {
    const device = {} as OfflineDevice;
    const { rerender } = render(<OfflineScanner device={device} snapshot={snapshot} onSyncNow={() => undefined} />);
    expect(screen.queryByTestId('camera-offline')).toBeNull();
    expect(screen.getByTestId('synced-ago').textContent).toBe('Synced just now');
    rerender(
      <OfflineScanner device={device} snapshot={{ ...snapshot, isCameraReady: true }} onSyncNow={() => undefined} />,
    );
    expect(screen.getByTestId('camera-offline').textContent).toBe('Camera ready offline');
  });
});
