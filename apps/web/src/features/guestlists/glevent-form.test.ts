import type { Glevent } from '@queueless/contracts';
import { createGleventBodySchema, updateGleventBodySchema } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '../staff/date-format';
import { minuteOptions } from '../vendor-events/event-time';
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
  it('sends capacity, latitude and longitude as numbers and 12-hour picks as the same instant', () => {
    const body = toCreateGleventBody(filled);
    expect(body).toEqual({
      name: 'Rooftop Sessions',
      startTime: new Date(2030, 6, 4, 21, 30).toISOString(),
      endTime: new Date(2030, 6, 4, 23, 55).toISOString(),
      guestlistCapacity: 40,
      gleventStatus: 'UPCOMING',
      venueName: 'Skyline Lounge',
      ...address,
    });
    expect(createGleventBodySchema.safeParse(body).success).toBe(true);
  });

  it('12 AM is midnight and 12 PM noon; minutes step by 5', () => {
    const body = toCreateGleventBody({
      ...filled,
      startTime: { date: '2030-07-04', hour: '12', minute: '00', period: 'AM' },
      endTime: { date: '2030-07-04', hour: '12', minute: '05', period: 'PM' },
    });
    expect(body.startTime).toBe(new Date(2030, 6, 4, 0, 0).toISOString());
    expect(body.endTime).toBe(new Date(2030, 6, 4, 12, 5).toISOString());
    expect(minuteOptions()).toEqual(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55']);
    expect(formatDateTime(new Date(2030, 6, 4, 21, 5))).toBe('07/04/2030 09:05 PM');
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
      startTime: new Date(2030, 6, 4, 21, 30).toISOString(),
      endTime: new Date(2030, 6, 4, 23, 55).toISOString(),
      originalCapacity: 40,
      reservedCount: 3,
      availableCount: 37,
      gleventStatus: 'UPCOMING',
      venueName: 'Skyline Lounge',
      addressLine2: null,
      eventLink: null,
      timeZone: 'America/Los_Angeles',
      ...address,
    };
    const initial = gleventFormValuesOf(event);
    expect(toUpdateGleventBody(initial, initial)).toEqual({});
    expect(toUpdateGleventBody(initial, { ...initial, name: 'Sunset Sessions', guestlistCapacity: '45' })).toEqual({
      name: 'Sunset Sessions',
      guestlistCapacity: 45,
    });
    // Emptied optional fields are dropped, not sent blank.
    expect(toUpdateGleventBody({ ...initial, description: 'Old' }, { ...initial, description: '' })).toEqual({});
    const anaheim = {
      ...address,
      addressLine1: '440 S Anaheim Blvd',
      city: 'Anaheim',
      zipCode: '92805',
      latitude: 33.83,
      longitude: -117.91,
    };
    const moved = toUpdateGleventBody(initial, { ...initial, address: anaheim });
    expect(moved).toEqual(anaheim);
    expect(updateGleventBodySchema.safeParse(moved).success).toBe(true);
  });
});
