// @vitest-environment jsdom
import type { AvailableGlevent, MyReservation } from '@queueless/contracts';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bookedMessage, ReserveSheet, waitlistMessages } from './reserve-sheet';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const event: AvailableGlevent = {
  gleventId: 'GLE-1',
  vendorId: 'skyline-lounge',
  vendorLocationId: null,
  name: 'Sunset Jazz on the Roof',
  description: null,
  startTime: '2030-11-30T02:00:00.000Z',
  endTime: '2030-11-30T06:00:00.000Z',
  originalCapacity: 20,
  reservedCount: 19,
  availableCount: 1,
  gleventStatus: 'UPCOMING',
  venueName: 'Skyline Lounge Downtown',
  addressLine1: '900 S Flower St',
  addressLine2: null,
  city: 'Los Angeles',
  state: 'CA',
  country: 'US',
  zipCode: '90015',
  latitude: 34.04,
  longitude: -118.26,
  eventLink: null,
  timeZone: 'America/Los_Angeles',
  distanceMiles: 1,
} as AvailableGlevent;

/** The reserve call answers a reservation in the given state. */
function stubReserve(reservationStatus: MyReservation['reservationStatus']) {
  const reservation = { reservationId: 'R1', gleventId: event.gleventId, reservationStatus } as MyReservation;
  const fetch = vi.fn(
    async () =>
      new Response(JSON.stringify({ reservation }), { status: 201, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderSheet(shown: AvailableGlevent = event) {
  const onClose = vi.fn();
  const onAttempted = vi.fn();
  render(<ReserveSheet event={shown} onClose={onClose} onAttempted={onAttempted} />);
  return { onClose, onAttempted };
}

describe('the reserve sheet', () => {
  it('confirms a booked spot in the sheet, then closes on Done', async () => {
    stubReserve('CONFIRMED');
    const { onClose, onAttempted } = renderSheet();
    expect(screen.getByText('Uses 1 event credit. Skyline Lounge Downtown.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'RESERVE NOW' }));
    expect((await screen.findByRole('status')).textContent).toBe(bookedMessage('Sunset Jazz on the Roof'));
    expect(onAttempted).toHaveBeenCalledWith(true);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says so, and stays open, when the booking was put on the waitlist (the last spot went meanwhile)', async () => {
    stubReserve('WAITLISTED');
    const { onClose, onAttempted } = renderSheet();
    fireEvent.click(screen.getByRole('button', { name: 'RESERVE NOW' }));
    expect((await screen.findByRole('status')).textContent).toBe(waitlistMessages.joined);
    expect(onAttempted).toHaveBeenCalledWith(true);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'RESERVE NOW' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('tells before booking that a full event means the waitlist, not a credit', () => {
    stubReserve('WAITLISTED');
    renderSheet({ ...event, reservedCount: 20, availableCount: 0 });
    expect(screen.getByText(waitlistMessages.full)).toBeTruthy();
    expect(screen.queryByText(/Uses 1 event credit/)).toBeNull();
  });
});
