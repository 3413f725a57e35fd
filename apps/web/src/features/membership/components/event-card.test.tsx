// @vitest-environment jsdom
import type { AvailableGlevent, MyReservation } from '@queueless/contracts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activeBooking } from '#web/features/membership/active-booking';
import { EventCard } from './event-card';
import { MembershipBanner } from './membership-banner';

afterEach(cleanup);

const event = {
  gleventId: 'GLE-1',
  vendorId: 'skyline-lounge',
  name: 'Sunset Jazz',
  startTime: '2030-11-30T02:00:00.000Z',
  endTime: '2030-11-30T06:00:00.000Z',
  availableCount: 12,
  venueName: 'Skyline Lounge',
  addressLine1: '900 S Flower St',
  city: 'Los Angeles',
  state: 'CA',
  zipCode: '90015',
  timeZone: 'America/Los_Angeles',
} as AvailableGlevent;

describe('an event card', () => {
  it('marks the event the member has booked instead of offering Book', () => {
    render(<EventCard event={event} bookState="not-eligible" booking="BOOKED" onBook={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('You’re on the guest list');
    expect(screen.queryByRole('button', { name: 'Book' })).toBeNull();
    expect(screen.queryByText('Only 1 active reservation allowed')).toBeNull();
  });

  it('says On the waitlist on the event a member is waitlisted for', () => {
    render(<EventCard event={event} bookState="not-eligible" booking="WAITLISTED" onBook={vi.fn()} />);
    expect(screen.getByRole('status').textContent).toBe('On the waitlist');
  });

  it('keeps the one-reservation reason on other cards as a tooltip, not as text on every card', () => {
    render(<EventCard event={event} bookState="not-eligible" onBook={vi.fn()} />);
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip.textContent).toBe('Only 1 active reservation allowed');
    expect(tooltip.className).toContain('sr-only');
    expect(screen.getByRole('button', { name: 'Book' }).getAttribute('aria-describedby')).toBe(tooltip.id);
  });
});

describe('the member’s active booking', () => {
  const reservation = (status: MyReservation['reservationStatus'], endTime = '2030-01-01T00:00:00Z') =>
    ({ gleventId: 'GLE-1', reservationStatus: status, endTime }) as MyReservation;
  const now = new Date('2029-06-01T00:00:00Z');

  it('is the live reservation, waitlisted or booked; cancelled and past ones are none', () => {
    expect(activeBooking([reservation('WAITLISTED')], now)).toEqual({ gleventId: 'GLE-1', status: 'WAITLISTED' });
    expect(activeBooking([reservation('CANCELLED'), reservation('CONFIRMED')], now)).toEqual({
      gleventId: 'GLE-1',
      status: 'BOOKED',
    });
    expect(activeBooking([reservation('CONFIRMED', '2029-01-01T00:00:00Z')], now)).toBeNull();
  });

  it('makes the banner say On the waitlist, not Event Reserved', () => {
    render(<MembershipBanner state="waitlisted" credits={3} onPress={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'On the waitlist' })).toBeTruthy();
  });
});
