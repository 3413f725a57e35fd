// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { OfflineDevice } from '#web/features/offline/offline-device';
import { jsonResponse, renderApp } from '#web/test/render-app';
import { EnrolDeviceForm } from './enrol-device-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const device = { start: vi.fn() } as unknown as OfflineDevice;

it('cannot be sent for a door until the guest-list events have arrived (it said there was none)', async () => {
  let answer: (response: Response) => void = () => undefined;
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
  );
  renderApp(<EnrolDeviceForm device={device} vendorId="V1" vendorLocationId="LOC1" isGuestlistEnabled />);
  const send = screen.getByRole('button', { name: 'Make ready for offline' }) as HTMLButtonElement;
  expect(send.disabled).toBe(true);
  answer(
    jsonResponse({
      upcomingGlevents: [{ gleventId: 'G1', name: 'Offline Night' }],
      pastGlevents: [],
    }),
  );
  await waitFor(() => expect(send.disabled).toBe(false));
  expect(screen.getByRole('combobox', { name: 'Guest-list event' })).toHaveProperty('value', 'G1');
});
