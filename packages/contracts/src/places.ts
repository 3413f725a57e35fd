import { z } from 'zod';
import { hasControlCharacters } from './common.js';
import { defineEndpoint } from './endpoint.js';

// The maps service, /maps-service/v1: address autocomplete for the guest-list event form.

export const PLACES_INPUT_MAX_LENGTH = 200;
export const PLACES_SUGGESTIONS_MAX = 5;

/** An address as the guest-list form stores it (staff.md section 5's mapping). */
export const placeAddressSchema = z.object({
  /** Street number plus route, e.g. "6250 Hollywood Blvd". */
  addressLine1: z.string(),
  city: z.string(),
  /** Short form, e.g. CA. */
  state: z.string(),
  /** Short form, e.g. US. */
  country: z.string(),
  zipCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});
export type PlaceAddress = z.infer<typeof placeAddressSchema>;

/** One dropdown row; the built-in provider answers the whole address with it (no second call). */
export const placeSuggestionSchema = z.object({
  placeId: z.string(),
  /** The whole line, e.g. "6250 Hollywood Blvd, Los Angeles, CA 90028". */
  description: z.string(),
  address: placeAddressSchema,
});
export type PlaceSuggestion = z.infer<typeof placeSuggestionSchema>;

export const placesAutocompleteQuerySchema = z.strictObject({
  input: z
    .string()
    .max(PLACES_INPUT_MAX_LENGTH, `Search text must be at most ${PLACES_INPUT_MAX_LENGTH} characters.`)
    .refine((value) => !hasControlCharacters(value), 'Search text has invalid characters.'),
});

export const placesAutocompleteResponseSchema = z.object({
  suggestions: z.array(placeSuggestionSchema),
  /** When nothing (or not all) can be offered: what to type so an address can be ('Type the ZIP code too…'). */
  hint: z.string().nullable(),
});
export type PlacesAutocompleteResponse = z.infer<typeof placesAutocompleteResponseSchema>;

/**
 * Which provider the browser uses. `google`: the Maps JavaScript API with this browser key, loaded
 * only on the form. `builtin`: our own offline gazetteer behind /maps-service/v1/places/autocomplete.
 * `photon`: a street-level OpenStreetMap geocoder, asked by the server behind the same call (decision 051).
 */
export const placesConfigResponseSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('builtin') }),
  z.object({ provider: z.literal('photon') }),
  z.object({ provider: z.literal('google'), googleMapsApiKey: z.string() }),
]);
export type PlacesConfigResponse = z.infer<typeof placesConfigResponseSchema>;

// ---------------------------------------------------------------- endpoints

export const getPlacesConfig = defineEndpoint({
  method: 'GET',
  path: '/maps-service/v1/config',
  tags: ['maps'],
  description: 'Which address autocomplete the guest-list form uses: Google Places (with its browser key) or built-in.',
  response: { 200: placesConfigResponseSchema },
});

export const autocompletePlaces = defineEndpoint({
  method: 'GET',
  path: '/maps-service/v1/places/autocomplete',
  errors: ['PROVIDER_FAILED'],
  tags: ['maps'],
  auth: 'bearer',
  description:
    'Address suggestions of the server-side providers: built-in (offline: the street line as typed, only with the ZIP code typed, and that ZIP’s city, state and coordinates) or Photon (OpenStreetMap street addresses). `hint` says what to type when nothing can be offered. Signed-in callers only.',
  query: placesAutocompleteQuerySchema,
  response: { 200: placesAutocompleteResponseSchema },
});
