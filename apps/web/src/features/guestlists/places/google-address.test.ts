import { describe, expect, it } from 'vitest';
import { toPlaceAddress } from './google-address';

const location = { lat: 34.1016, lng: -118.3267 };

describe('Google address components → the form’s address', () => {
  it('joins street number and route into addressLine1 and keeps the short state and country (Places API New)', () => {
    const components = [
      { types: ['street_number'], longText: '6250', shortText: '6250' },
      { types: ['route'], longText: 'Hollywood Boulevard', shortText: 'Hollywood Blvd' },
      { types: ['neighborhood', 'political'], longText: 'Central LA', shortText: 'Central LA' },
      { types: ['locality', 'political'], longText: 'Los Angeles', shortText: 'Los Angeles' },
      { types: ['administrative_area_level_2', 'political'], longText: 'Los Angeles County', shortText: 'LA County' },
      { types: ['administrative_area_level_1', 'political'], longText: 'California', shortText: 'CA' },
      { types: ['country', 'political'], longText: 'United States', shortText: 'US' },
      { types: ['postal_code'], longText: '90028', shortText: '90028' },
    ];
    expect(toPlaceAddress(components, location)).toEqual({
      addressLine1: '6250 Hollywood Blvd',
      city: 'Los Angeles',
      state: 'CA',
      country: 'US',
      zipCode: '90028',
      latitude: 34.1016,
      longitude: -118.3267,
    });
  });

  it('reads the legacy long_name/short_name shape and a borough with no locality', () => {
    const components = [
      { types: ['street_number'], long_name: '350', short_name: '350' },
      { types: ['route'], long_name: '5th Avenue', short_name: '5th Ave' },
      { types: ['sublocality_level_1', 'sublocality', 'political'], long_name: 'Manhattan', short_name: 'Manhattan' },
      { types: ['administrative_area_level_1'], long_name: 'New York', short_name: 'NY' },
      { types: ['country'], long_name: 'United States', short_name: 'US' },
      { types: ['postal_code'], long_name: '10118', short_name: '10118' },
    ];
    expect(toPlaceAddress(components, { lat: 40.7484, lng: -73.9857 })).toMatchObject({
      addressLine1: '350 5th Ave',
      city: 'Manhattan',
      state: 'NY',
      zipCode: '10118',
    });
  });

  it('refuses a place that is not a storable street address', () => {
    const cityOnly = [
      { types: ['locality'], longText: 'Anaheim', shortText: 'Anaheim' },
      { types: ['administrative_area_level_1'], longText: 'California', shortText: 'CA' },
      { types: ['country'], longText: 'United States', shortText: 'US' },
    ];
    expect(toPlaceAddress(cityOnly, location)).toBeNull();
    expect(toPlaceAddress([], location)).toBeNull();
    const noLocation = [
      { types: ['route'], longText: 'Main Street', shortText: 'Main St' },
      { types: ['locality'], longText: 'Anaheim' },
      { types: ['administrative_area_level_1'], shortText: 'CA' },
      { types: ['country'], shortText: 'US' },
      { types: ['postal_code'], longText: '92805' },
    ];
    expect(toPlaceAddress(noLocation, null)).toBeNull();
    expect(toPlaceAddress(noLocation, location)).toMatchObject({ addressLine1: 'Main St', city: 'Anaheim' });
  });
});
