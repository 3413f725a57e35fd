import { createRequire } from 'node:module';
import { PLACES_SUGGESTIONS_MAX, type PlaceSuggestion } from '@queueless/contracts';

/** One US ZIP code of the gazetteer. */
export type ZipRecord = { zip: string; latitude: number; longitude: number; city: string; state: string };

/** What the manager typed, split into a street line and the place it is in. */
export type PlaceQuery = { street: string; city: string | null; state: string | null; zip: string | null };

type City = { city: string; state: string; key: string; zips: ZipRecord[]; center: ZipRecord };

export type Gazetteer = { byZip: Map<string, ZipRecord>; cities: City[] };

const STATE = /^[A-Za-z]{2}$/;
const ZIP = /^(\d{5})(?:-\d{4})?$/;

/**
 * Splits "6250 Hollywood Blvd, Los Angeles, CA 90028" (or without commas, "6250 Hollywood Blvd Los
 * Angeles 90028") into street, city, state and ZIP. Without commas the city is found later, by trying
 * the last words against the gazetteer.
 */
export function parsePlaceInput(input: string): PlaceQuery {
  const cleaned = input.replace(/\s+/g, ' ').trim();
  const [first = '', ...restParts] = cleaned.split(',').map((part) => part.trim());
  const words = restParts.join(' ').split(' ').filter(Boolean);
  const streetWords = restParts.length > 0 ? first.split(' ').filter(Boolean) : [];
  const tail = restParts.length > 0 ? words : first.split(' ').filter(Boolean);
  let zip: string | null = null;
  let state: string | null = null;
  // From the end: an optional country, ZIP, then a two-letter state.
  if (tail.length > 1 && /^(US|USA)$/i.test(tail.at(-1)!)) tail.pop();
  if (tail.length > 1 && ZIP.test(tail.at(-1)!)) zip = ZIP.exec(tail.pop()!)![1]!;
  if (tail.length > 1 && STATE.test(tail.at(-1)!)) state = tail.pop()!.toUpperCase();
  if (restParts.length > 0) {
    return { street: streetWords.join(' '), city: tail.join(' ') || null, state, zip };
  }
  return { street: tail.join(' '), city: null, state, zip };
}

/** Loads the `zipcodes` package's US table (about 5 MB) once, on first use. */
export function loadGazetteer(): Gazetteer {
  const require = createRequire(import.meta.url);
  const { codes } = require('zipcodes') as { codes: Record<string, ZipRecord & { country: string }> };
  const byZip = new Map<string, ZipRecord>();
  const groups = new Map<string, ZipRecord[]>();
  for (const record of Object.values(codes)) {
    if (record.country !== 'US' || !/^\d{5}$/.test(record.zip)) continue;
    const zip: ZipRecord = {
      zip: record.zip,
      latitude: record.latitude,
      longitude: record.longitude,
      city: record.city,
      state: record.state,
    };
    byZip.set(zip.zip, zip);
    const key = `${zip.city.toUpperCase()}|${zip.state}`;
    const group = groups.get(key);
    if (group) group.push(zip);
    else groups.set(key, [zip]);
  }
  const cities: City[] = [];
  for (const [key, zips] of groups) {
    const lat = zips.reduce((sum, z) => sum + z.latitude, 0) / zips.length;
    const lng = zips.reduce((sum, z) => sum + z.longitude, 0) / zips.length;
    // The city's ZIP nearest its middle stands for it when no ZIP was typed.
    const center = zips.reduce((best, z) =>
      (z.latitude - lat) ** 2 + (z.longitude - lng) ** 2 < (best.latitude - lat) ** 2 + (best.longitude - lng) ** 2
        ? z
        : best,
    );
    cities.push({ city: zips[0]!.city, state: zips[0]!.state, key, zips, center });
  }
  // Bigger cities (more ZIP codes) first, so "Los" offers Los Angeles before Los Alamos.
  cities.sort((a, b) => b.zips.length - a.zips.length || a.key.localeCompare(b.key));
  return { byZip, cities };
}

function toSuggestion(street: string, record: ZipRecord): PlaceSuggestion {
  return {
    placeId: `builtin:${record.zip}:${street}`,
    description: `${street}, ${record.city}, ${record.state} ${record.zip}`,
    address: {
      addressLine1: street,
      city: record.city,
      state: record.state,
      country: 'US',
      zipCode: record.zip,
      latitude: record.latitude,
      longitude: record.longitude,
    },
  };
}

function citiesStartingWith(gazetteer: Gazetteer, prefix: string, state: string | null): City[] {
  const wanted = prefix.toUpperCase();
  const found: City[] = [];
  const exact: City[] = [];
  for (const city of gazetteer.cities) {
    if (state && city.state !== state) continue;
    const name = city.key.slice(0, city.key.indexOf('|'));
    if (name === wanted) exact.push(city);
    else if (name.startsWith(wanted)) found.push(city);
  }
  return [...exact, ...found];
}

/**
 * Addresses for what the manager typed: the street line as typed, with the city, state, ZIP and
 * coordinates of a ZIP code from the gazetteer. A typed ZIP gives exactly that ZIP; a city gives its
 * most central ZIP. A street line with no letters, or no place found, gives nothing.
 */
export function suggestPlaces(gazetteer: Gazetteer, input: string): PlaceSuggestion[] {
  const query = parsePlaceInput(input);
  if (query.zip) {
    const record = gazetteer.byZip.get(query.zip);
    let street = query.street;
    // "6250 Hollywood Blvd Los Angeles 90028": the ZIP's city name closes the street line; drop it.
    if (record && query.city === null && street.toUpperCase().endsWith(` ${record.city.toUpperCase()}`)) {
      street = street.slice(0, -record.city.length - 1);
    }
    if (record && /[A-Za-z]/.test(street) && (!query.state || query.state === record.state)) {
      return [toSuggestion(street, record)];
    }
  }
  if (query.city !== null) {
    if (!/[A-Za-z]/.test(query.street) || query.city.length < 2) return [];
    return citiesStartingWith(gazetteer, query.city, query.state)
      .slice(0, PLACES_SUGGESTIONS_MAX)
      .map((city) => toSuggestion(query.street, city.center));
  }
  // No commas: try the last one to three words as the start of a city name, after a house number and street.
  const words = query.street.split(' ');
  if (!/^\d/.test(words[0] ?? '')) return [];
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const street = words.slice(0, -n).join(' ');
    const city = words.slice(-n).join(' ');
    if (city.length < 2 || !/[A-Za-z]/.test(street)) continue;
    const cities = citiesStartingWith(gazetteer, city, query.state);
    if (cities.length > 0) {
      return cities.slice(0, PLACES_SUGGESTIONS_MAX).map((match) => toSuggestion(street, match.center));
    }
  }
  return [];
}
