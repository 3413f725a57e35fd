import type { Glevent } from '@queueless/contracts';
import { createGleventBodySchema, updateGleventBodySchema } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';
import { minuteOptions } from '#web/features/events/event-time';
import { formatDateTime } from '#web/lib/date-format';
import {
  checkPicked,
  emptyGleventForm,
  gleventFormValuesOf,
  gleventMessages,
  toCreateGleventBody,
  toUpdateGleventBody,
} from './glevent-form';

const address = {
  addressLine1: '6250 Hollywood Blvd',
  city: 'Los Angeles',
  state: 'CA',
  country: 'US',
  zipCode: '90028',
  latitude: 34.1005,
  longitude: -118.3254,
};

const LA = 'America/Los_Angeles';

const filled = {
  ...emptyGleventForm,
  name: 'Rooftop Sessions',
  startTime: { date: '2030-07-04', hour: '9', minute: '30', period: 'PM' as const },
  endTime: { date: '2030-07-04', hour: '11', minute: '55', period: 'PM' as const },
  guestlistCapacity: '40',
  venueName: 'Skyline Lounge',
  address,
};

describe('the guest-list event form', () => {
  it("sends capacity, latitude and longitude as numbers and 12-hour picks as the instant on the venue's clock", () => {
    const body = toCreateGleventBody(filled, LA);
    expect(body).toEqual({
      name: 'Rooftop Sessions',
      startTime: '2030-07-05T04:30:00.000Z',
      endTime: '2030-07-05T06:55:00.000Z',
      guestlistCapacity: 40,
      gleventStatus: 'UPCOMING',
      venueName: 'Skyline Lounge',
      ...address,
    });
    expect(createGleventBodySchema.safeParse(body).success).toBe(true);
  });

  it('12 AM is midnight and 12 PM noon; minutes step by 5', () => {
    const body = toCreateGleventBody(
      {
        ...filled,
        startTime: { date: '2030-07-04', hour: '12', minute: '00', period: 'AM' },
        endTime: { date: '2030-07-04', hour: '12', minute: '05', period: 'PM' },
      },
      LA,
    );
    expect(body.startTime).toBe('2030-07-04T07:00:00.000Z');
    expect(body.endTime).toBe('2030-07-04T19:05:00.000Z');
    expect(minuteOptions()).toEqual(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55']);
    expect(formatDateTime('2030-07-05T04:05:00.000Z', LA)).toBe('07/04/2030 09:05 PM');
  });

  it('holds submit back until an address is picked and both times are complete', () => {
    expect(checkPicked({ ...filled, address: null })).toEqual({ address: gleventMessages.selectAddress });
    expect(checkPicked({ ...filled, endTime: { ...filled.endTime, minute: '' } })).toEqual({
      endTime: gleventMessages.timeRequired,
    });
    expect(checkPicked(filled)).toEqual({});
    expect(gleventMessages.selectAddress).toBe('Please select a valid address from the dropdown.');
  });

  it('sends only the changed fields on edit, and a new address whole', () => {
    const event: Glevent = {
      gleventId: 'G1',
      vendorId: 'skyline-lounge',
      name: 'Rooftop Sessions',
      description: null,
      startTime: '2030-07-05T04:30:00.000Z',
      endTime: '2030-07-05T06:55:00.000Z',
      originalCapacity: 40,
      reservedCount: 3,
      availableCount: 37,
      gleventStatus: 'UPCOMING',
      venueName: 'Skyline Lounge',
      addressLine2: null,
      eventLink: null,
      timeZone: LA,
      ...address,
    };
    const initial = gleventFormValuesOf(event);
    expect(initial.startTime).toEqual(filled.startTime);
    expect(toUpdateGleventBody(initial, initial, LA)).toEqual({});
    expect(toUpdateGleventBody(initial, { ...initial, name: 'Sunset Sessions', guestlistCapacity: '45' }, LA)).toEqual({
      name: 'Sunset Sessions',
      guestlistCapacity: 45,
    });
    // Emptied optional fields are dropped, not sent blank.
    expect(toUpdateGleventBody({ ...initial, description: 'Old' }, { ...initial, description: '' }, LA)).toEqual({});
    const anaheim = {
      ...address,
      addressLine1: '440 S Anaheim Blvd',
      city: 'Anaheim',
      zipCode: '92805',
      latitude: 33.83,
      longitude: -117.91,
    };
    const moved = toUpdateGleventBody(initial, { ...initial, address: anaheim }, LA);
    expect(moved).toEqual(anaheim);
    expect(updateGleventBodySchema.safeParse(moved).success).toBe(true);
    // Moved to 9:00 PM on the venue's clock: only the start is sent, as that instant.
    const later = { ...initial, startTime: { ...initial.startTime, hour: '9', minute: '00' } };
    expect(toUpdateGleventBody(initial, later, LA)).toEqual({ startTime: '2030-07-05T04:00:00.000Z' });
  });
});
