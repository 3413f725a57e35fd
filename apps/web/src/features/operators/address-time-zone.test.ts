import type { PlaceAddress } from '@queueless/contracts';
import { describe, expect, it } from 'vitest';
import { timeZoneForAddress } from './address-time-zone';

const address = (state: string, latitude: number, longitude: number, country = 'US'): PlaceAddress => ({
  addressLine1: '1 Main St',
  city: 'Somewhere',
  state,
  country,
  zipCode: '00000',
  latitude,
  longitude,
});

describe('the time zone of the address picked', () => {
  it('is the state’s, and the other side of the line where a state is split', () => {
    expect(timeZoneForAddress(address('CA', 32.7, -117.2))).toBe('America/Los_Angeles');
    expect(timeZoneForAddress(address('NY', 40.7, -74.0))).toBe('America/New_York');
    expect(timeZoneForAddress(address('TX', 29.8, -95.4))).toBe('America/Chicago');
    expect(timeZoneForAddress(address('TX', 31.8, -106.4))).toBe('America/Denver'); // El Paso
    expect(timeZoneForAddress(address('FL', 30.4, -87.2))).toBe('America/Chicago'); // Pensacola
    expect(timeZoneForAddress(address('TN', 35.96, -83.9))).toBe('America/New_York'); // Knoxville
    expect(timeZoneForAddress(address('AZ', 33.4, -112.1))).toBe('America/Phoenix');
  });

  it('says nothing outside the US or for a state it does not know', () => {
    expect(timeZoneForAddress(address('ON', 43.6, -79.4, 'CA'))).toBeNull();
    expect(timeZoneForAddress(address('', 0, 0))).toBeNull();
  });
});
