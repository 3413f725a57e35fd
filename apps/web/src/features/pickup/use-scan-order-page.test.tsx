// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { scannerMessages } from '#web/features/scanner/scanner-messages';
import { renderPageHook } from '#web/test/render-app';
import { useScanOrderPage } from './use-scan-order-page';

type OnScan = (text: string, controls: { resume: () => void }) => void;
const scanner = vi.hoisted(() => ({ onScan: null as OnScan | null }));
const showToast = vi.hoisted(() => vi.fn());
vi.mock('#web/components/ui/toast', () => ({ showToast }));
vi.mock('#web/features/scanner/use-qr-scanner', () => ({
  useQrScanner: ({ onScan }: { onScan: OnScan }) => {
    scanner.onScan = onScan;
    return { state: 'scanning', resume: vi.fn() };
  },
}));

const ORDER_ID = 'ORDER0000000000000ABC123';
const render = () => renderPageHook(() => useScanOrderPage('SKY01'), '/staff/location/SKY01/scan');

function scan(text: string) {
  const resume = vi.fn();
  act(() => scanner.onScan?.(text, { resume }));
  return resume;
}

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

describe('useScanOrderPage', () => {
  it('refuses a location poster and scans on', () => {
    const { result } = render();
    const resume = scan('https://queueless.app/L/SKY01');
    expect(resume).toHaveBeenCalledOnce();
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ title: scannerMessages.invalidQrTitle, description: scannerMessages.invalidOrderQr }),
    );
    expect(result.current.location.pathname).toBe('/staff/location/SKY01/scan');
  });

  it('refuses a code that is no order and scans on', () => {
    const resume = scan('///');
    expect(resume).toHaveBeenCalledOnce();
    expect(showToast).toHaveBeenCalledWith(
      expect.objectContaining({ description: scannerMessages.invalidOrderQrFormat }),
    );
  });

  it('opens a scanned or typed order at this location, its order asked for on the way', () => {
    const fetch = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetch);
    const { result } = render();
    scan(ORDER_ID);
    expect(showToast).not.toHaveBeenCalled();
    expect(result.current.location.pathname).toBe(`/staff/location/SKY01/order/${ORDER_ID}`);
    expect(fetch).toHaveBeenCalled();
  });
});
