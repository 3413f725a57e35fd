// @vitest-environment jsdom
import type { Glevent } from '@queueless/contracts';
import { act, cleanup } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StaffLocationContext } from '#web/features/staff/components/staff-location-gate';
import { renderPageHook } from '#web/test/render-app';
import { gleventFormValuesOf, gleventMessages } from './glevent-form';
import { useUpdateGleventPage } from './use-glevent-form-page';

const api = vi.hoisted(() => ({ glevents: {} as Record<string, unknown>, mutate: vi.fn() }));
const showToast = vi.hoisted(() => vi.fn());
vi.mock('#web/components/ui/toast', () => ({ showToast }));
vi.mock('#web/features/guestlists/api/get-vendor-glevents', () => ({ useVendorGlevents: () => api.glevents }));
vi.mock('#web/features/guestlists/api/update-glevent', () => ({
  useUpdateGlevent: () => ({ mutate: api.mutate, isPending: false }),
}));
vi.mock('#web/features/guestlists/api/create-glevent', () => ({ useCreateGlevent: () => ({}) }));

const glevent = {
  gleventId: 'G1',
  name: 'Rooftop Night',
  description: null,
  startTime: '2026-12-05T03:00:00.000Z',
  endTime: '2026-12-05T07:00:00.000Z',
  timeZone: 'America/Los_Angeles',
  originalCapacity: 50,
  gleventStatus: 'UPCOMING',
  venueName: 'Sky Bar',
  addressLine1: '1 Main St',
  addressLine2: null,
  city: 'Los Angeles',
  state: 'CA',
  country: 'US',
  zipCode: '90012',
  latitude: 34.05,
  longitude: -118.24,
  eventLink: null,
} as unknown as Glevent;

const context = {
  location: { vendorLocationId: 'SKY01' },
  vendor: { vendorId: 'V1', name: 'Sky Bar', timeZone: 'America/Los_Angeles' },
} as unknown as StaffLocationContext;

const render = (gleventId = 'G1') =>
  renderPageHook(() => useUpdateGleventPage(context, gleventId), '/staff/location/SKY01/V1/guestlist-event/edit/G1');

beforeEach(() => {
  api.glevents = { isError: false, data: { upcomingGlevents: [], pastGlevents: [glevent] } };
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('useUpdateGleventPage', () => {
  it('finds the event among the past ones too, and calls it missing once loaded without it', () => {
    expect(render().result.current.page.glevent).toBe(glevent);
    expect(render().result.current.page.isError).toBe(false);
    expect(render('G2').result.current.page.isError).toBe(true);
    api.glevents = { isError: false, data: undefined };
    expect(render('G2').result.current.page.isError).toBe(false);
  });

  it('sends nothing when nothing changed, and says so', () => {
    const { result } = render();
    act(() => result.current.page.save(gleventFormValuesOf(glevent)));
    expect(api.mutate).not.toHaveBeenCalled();
    expect(showToast).toHaveBeenCalledWith({ title: gleventMessages.nothingChanged });
  });

  it('sends only what changed, then goes back to the list with a success toast', () => {
    api.mutate.mockImplementation((_body, callbacks: { onSuccess: () => void }) => callbacks.onSuccess());
    const { result } = render();
    act(() => result.current.page.save({ ...gleventFormValuesOf(glevent), name: 'Rooftop Late' }));
    expect(api.mutate).toHaveBeenCalledWith({ name: 'Rooftop Late' }, expect.anything());
    expect(showToast).toHaveBeenCalledWith({ title: gleventMessages.updated, variant: 'success' });
    expect(result.current.location.pathname).toBe('/staff/location/SKY01/guestlist-events');
  });
});
