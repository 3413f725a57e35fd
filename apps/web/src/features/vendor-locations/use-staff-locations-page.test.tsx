// @vitest-environment jsdom
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPageHook } from '#web/test/render-app';
import { readPastLocations } from './past-locations';
import { useStaffLocationsPage } from './use-staff-locations-page';

type OnScan = (text: string, controls: { resume: () => void }) => void;
const scanner = vi.hoisted(() => ({ onScan: null as OnScan | null, resume: vi.fn() }));
const resolved = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
const showToast = vi.hoisted(() => vi.fn());
vi.mock('#web/components/ui/toast', () => ({ showToast }));
vi.mock('#web/features/vendor-locations/resolve-scanned-location', () => ({
  resolveScannedLocation: async () => resolved.current,
}));
vi.mock('#web/features/scanner/use-qr-scanner', () => ({
  useQrScanner: ({ onScan }: { onScan: OnScan }) => {
    scanner.onScan = onScan;
    return { state: 'scanning', resume: scanner.resume };
  },
}));

const sky = { vendorLocationId: 'SKY01', description: 'Sky Bar' };
const render = () => renderPageHook(useStaffLocationsPage, '/staff/locations');

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('useStaffLocationsPage', () => {
  it('shows a found location for confirming; confirming remembers it and opens it', async () => {
    resolved.current = { ok: true, location: sky };
    const { result } = render();
    const resume = vi.fn();
    act(() => scanner.onScan?.('https://queueless.app/L/SKY01', { resume }));
    await waitFor(() => expect(result.current.page.found).toEqual(sky));
    expect(resume).not.toHaveBeenCalled();
    act(() => result.current.page.confirmFound(sky));
    expect(result.current.page.found).toBeNull();
    expect(result.current.location.pathname).toBe('/staff/location/SKY01');
    expect(readPastLocations().map((past) => past.vendorLocationId)).toEqual(['SKY01']);
  });

  it('says why a code was refused, and scans on', async () => {
    resolved.current = { ok: false, title: 'Invalid QR Code', description: 'Not a location.', detail: 'Wrong poster' };
    const { result } = render();
    const resume = vi.fn();
    act(() => scanner.onScan?.('nope', { resume }));
    await waitFor(() => expect(resume).toHaveBeenCalledOnce());
    expect(result.current.page.detail).toBe('Wrong poster');
    expect(showToast).toHaveBeenCalledWith({
      title: 'Invalid QR Code',
      description: 'Not a location.',
      variant: 'error',
    });
  });

  it('cancelling a found location scans on; a past location can be forgotten', async () => {
    resolved.current = { ok: true, location: sky };
    const { result } = render();
    act(() => scanner.onScan?.('https://queueless.app/L/SKY01', { resume: vi.fn() }));
    await waitFor(() => expect(result.current.page.found).toEqual(sky));
    act(() => result.current.page.cancelFound());
    expect(result.current.page.found).toBeNull();
    expect(scanner.resume).toHaveBeenCalledOnce();
    act(() => result.current.page.open(sky));
    act(() => result.current.page.forget('SKY01'));
    expect(result.current.page.pastLocations).toEqual([]);
  });
});
