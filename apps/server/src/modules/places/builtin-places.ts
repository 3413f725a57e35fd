import { createRequire } from 'node:module';
import type { PlaceSuggestion, PlacesAutocompleteResponse } from '@queueless/contracts';

/** One US ZIP code of the gazetteer. */
export type ZipRecord = { zip: string; latitude: number; longitude: number; city: string; state: string };

/** What the manager typed, split into a street line and the place it is in. */
export type PlaceQuery = { street: string; city: string | null; state: string | null; zip: string | null };

export type Gazetteer = { byZip: Map<string, ZipRecord> };

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
  }
  return { byZip };
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

/** A street line has a house number and a street name: "6250 Hollywood Blvd". */
const isStreetLine = (street: string) => /\d/.test(street) && /[A-Za-z]/.test(street);

/** What the built-in search says when it can offer nothing: what to type so it can. */
export const builtinPlacesHints = {
  street: 'Type the street address: house number and street, then city, state and ZIP code.',
  zip: 'Type the ZIP code too, e.g. "6250 Hollywood Blvd, Los Angeles, CA 90028": this address search finds places by their ZIP code.',
  unknownZip: (zip: string) => `ZIP code ${zip} was not found. Check the ZIP code.`,
  otherState: (zip: string, state: string) => `ZIP code ${zip} is in ${state}. Check the state or the ZIP code.`,
} as const;

/**
 * The address for what the manager typed: the street line as typed, with the city, state and coordinates of the ZIP
 * code they typed (the ZIP area's middle). A ZIP is never guessed from a city (a city has many, and a wrong one
 * misplaces the event): without a typed ZIP, or with one not known, nothing is offered and `hint` says what to type.
 */
export function suggestPlaces(gazetteer: Gazetteer, input: string): PlacesAutocompleteResponse {
  if (input.trim() === '') return { suggestions: [], hint: null };
  const query = parsePlaceInput(input);
  if (!query.zip) {
    return { suggestions: [], hint: isStreetLine(query.street) ? builtinPlacesHints.zip : builtinPlacesHints.street };
  }
  const record = gazetteer.byZip.get(query.zip);
  if (!record) return { suggestions: [], hint: builtinPlacesHints.unknownZip(query.zip) };
  let street = query.street;
  // "6250 Hollywood Blvd Los Angeles 90028": the ZIP's city name closes the street line; drop it.
  if (query.city === null && street.toUpperCase().endsWith(` ${record.city.toUpperCase()}`)) {
    street = street.slice(0, -record.city.length - 1);
  }
  if (!isStreetLine(street)) return { suggestions: [], hint: builtinPlacesHints.street };
  if (query.state && query.state !== record.state) {
    return { suggestions: [], hint: builtinPlacesHints.otherState(query.zip, record.state) };
  }
  return { suggestions: [toSuggestion(street, record)], hint: null };
}
