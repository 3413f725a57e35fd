import type { GuestReservation } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';
import { canCheckIn, doorCounts, guestName, searchGuests } from './guest-list';

const guest = (
  firstName: string | null,
  lastName: string | null,
  extra: Partial<GuestReservation> = {},
): GuestReservation => ({
  reservationId: `R${firstName}${lastName}`,
  gleventId: 'G',
  firstName,
  lastName,
  phoneLast4: '0123',
  quantity: 1,
  createdAt: '2030-01-01T00:00:00.000Z',
  reservationStatus: 'CONFIRMED',
  checkedInAt: null,
  ...extra,
});

describe('the door list', () => {
  const guests = [
    guest('José', 'García'),
    guest('Ana', 'Díaz', { phoneLast4: '4567' }),
    guest('Anabel', 'Rossi'),
    guest(null, null, { phoneLast4: '9876' }),
  ];

  it('finds guests as typed: any word’s start, accents and case folded, first and last together, or last digits', () => {
    const names = (query: string) => searchGuests(guests, query).map(guestName);
    expect(names('')).toHaveLength(4);
    expect(names('an')).toEqual(['Ana Díaz', 'Anabel Rossi']);
    expect(names('jose')).toEqual(['José García']);
    expect(names('ana di')).toEqual(['Ana Díaz']);
    expect(names('GARC')).toEqual(['José García']);
    expect(names('567')).toEqual(['Ana Díaz']);
    expect(names('9876')).toEqual(['Guest ···9876']);
    expect(names('zz')).toEqual([]);
  });

  it('counts people, not reservations, and keeps Check In off for CHECKED_IN and CANCELLED', () => {
    const list = [
      guest('A', 'A', { quantity: 2, reservationStatus: 'CHECKED_IN' }),
      guest('B', 'B', { quantity: 3, reservationStatus: 'CONFIRMED' }),
      guest('C', 'C', { quantity: 1, reservationStatus: 'CANCELLED' }),
      guest('D', 'D', { quantity: 2, reservationStatus: 'WAITLISTED' }),
    ];
    expect(doorCounts(list, 40)).toEqual({ checkedIn: 2, reserved: 5, waitlisted: 2, capacity: 40 });
    expect(
      ['CONFIRMED', 'CHECKED_IN', 'PENDING', 'CANCELLED', 'WAITLISTED'].filter((s) => canCheckIn(s as never)),
    ).toEqual(['CONFIRMED', 'PENDING', 'WAITLISTED']);
  });
});
