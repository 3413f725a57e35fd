import { beforeEach, describe, expect, it } from 'vitest';
import { forgetLocation, PAST_LOCATIONS_STORAGE_KEY, readPastLocations, rememberLocation } from './past-locations';

describe('past locations', () => {
  beforeEach(() => localStorage.clear());

  it('starts empty and ignores unreadable storage', () => {
    expect(readPastLocations()).toEqual([]);
    localStorage.setItem(PAST_LOCATIONS_STORAGE_KEY, '{not json');
    expect(readPastLocations()).toEqual([]);
    localStorage.setItem(PAST_LOCATIONS_STORAGE_KEY, JSON.stringify([{ vendorLocationId: 1 }, null]));
    expect(readPastLocations()).toEqual([]);
  });

  it('keeps the most recent first, once each, at most five', () => {
    const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 20, minute));
    for (const [index, id] of ['A1', 'A2', 'A3', 'A4', 'A5', 'A6'].entries()) {
      rememberLocation({ vendorLocationId: id, description: `Bar ${id}` }, at(index));
    }
    rememberLocation({ vendorLocationId: 'A4', description: 'Bar A4' }, at(10));
    expect(readPastLocations().map((past) => past.vendorLocationId)).toEqual(['A4', 'A6', 'A5', 'A3', 'A2']);
    expect(readPastLocations()[0]).toEqual({
      vendorLocationId: 'A4',
      description: 'Bar A4',
      lastUsedAt: '2026-03-01T20:10:00.000Z',
    });
  });

  it('forgets one location', () => {
    rememberLocation({ vendorLocationId: 'AD708', description: 'Main Bar' });
    rememberLocation({ vendorLocationId: 'AD709', description: 'Patio Stand' });
    expect(forgetLocation('AD708').map((past) => past.vendorLocationId)).toEqual(['AD709']);
    expect(readPastLocations()).toHaveLength(1);
  });
});
