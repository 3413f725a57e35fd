import type { PlaceAddress } from '@queueless/contracts';

/** Each US state's (and DC's) time zone where most of it lives. */
const STATE_ZONES: Record<string, string> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  PR: 'America/Puerto_Rico',
};

/** States split between two zones, by where the line runs: the other zone past a longitude (or, Idaho, a latitude). */
const SPLITS: Record<string, (address: PlaceAddress) => string | null> = {
  FL: ({ longitude }) => (longitude < -85.0 ? 'America/Chicago' : null),
  TN: ({ longitude }) => (longitude > -85.2 ? 'America/New_York' : null),
  KY: ({ longitude }) => (longitude < -86.2 ? 'America/Chicago' : null),
  TX: ({ longitude }) => (longitude < -104.9 ? 'America/Denver' : null),
  ID: ({ latitude }) => (latitude > 45.6 ? 'America/Los_Angeles' : null),
  ND: ({ longitude }) => (longitude < -101.5 ? 'America/Denver' : null),
  SD: ({ longitude }) => (longitude < -100.5 ? 'America/Denver' : null),
  NE: ({ longitude }) => (longitude < -101.3 ? 'America/Denver' : null),
  KS: ({ longitude }) => (longitude < -101.5 ? 'America/Denver' : null),
};

/**
 * The time zone of an address picked from the autocomplete (a US one: the places providers answer US addresses), or
 * null where it cannot tell; the form then keeps what it had (decision 082).
 */
export function timeZoneForAddress(address: PlaceAddress): string | null {
  if (address.country && address.country !== 'US') return null;
  const state = address.state.trim().toUpperCase();
  return SPLITS[state]?.(address) ?? STATE_ZONES[state] ?? null;
}
