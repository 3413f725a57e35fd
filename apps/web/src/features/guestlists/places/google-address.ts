import type { PlaceAddress } from '@queueless/contracts';

/** An address component from Google: the Places API (New) spells it longText/shortText, the legacy one long_name. */
export type GoogleAddressComponent = {
  types: readonly string[];
  longText?: string | null;
  shortText?: string | null;
  long_name?: string;
  short_name?: string;
};

const longOf = (c: GoogleAddressComponent | undefined) => (c?.longText ?? c?.long_name ?? '').trim();
const shortOf = (c: GoogleAddressComponent | undefined) => (c?.shortText ?? c?.short_name ?? longOf(c)).trim();

/**
 * staff.md section 5: addressLine1 is the street number plus the route; city, state (short form), country
 * (short form), ZIP and coordinates. The city falls back to the town or neighbourhood where there is no locality
 * (parts of New York, say). Null when the place is not a street address we can store.
 */
export function toPlaceAddress(
  components: readonly GoogleAddressComponent[],
  location: { lat: number; lng: number } | null | undefined,
): PlaceAddress | null {
  const find = (...types: string[]) =>
    types.map((type) => components.find((c) => c.types.includes(type))).find(Boolean);
  const streetNumber = longOf(find('street_number'));
  const route = shortOf(find('route'));
  const addressLine1 = [streetNumber, route].filter(Boolean).join(' ');
  const city = longOf(
    find('locality', 'postal_town', 'sublocality_level_1', 'sublocality', 'administrative_area_level_3'),
  );
  const state = shortOf(find('administrative_area_level_1'));
  const country = shortOf(find('country'));
  const zipCode = longOf(find('postal_code'));
  if (!addressLine1 || !city || !state || !country || !zipCode || !location) return null;
  if (!Number.isFinite(location.lat) || !Number.isFinite(location.lng)) return null;
  return { addressLine1, city, state, country, zipCode, latitude: location.lat, longitude: location.lng };
}
