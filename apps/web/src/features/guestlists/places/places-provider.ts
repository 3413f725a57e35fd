import { msg } from '@lingui/core/macro';
import type { PlaceAddress, PlacesConfigResponse } from '@queueless/contracts';
import { autocompletePlaces } from '#web/features/guestlists/api/autocomplete-places';
import { translated } from '#web/lib/i18n/translated';

/** One row of the address dropdown. */
export type PlaceOption = { id: string; description: string };

/** The form's address autocomplete, whichever service answers it. */
export type PlacesProvider = {
  /** The rows for what was typed; `hint` says what to type when nothing (or not all) can be offered. */
  suggest(input: string, signal?: AbortSignal): Promise<{ options: PlaceOption[]; hint: string | null }>;
  /** The picked row's address (street number plus route, city, short state, country, ZIP, coordinates). */
  resolve(option: PlaceOption): Promise<PlaceAddress>;
};

/** The spec's two load failures (staff.md section 8), read in the active language. */
export const placesMessages = translated({
  loadFailed: msg`Failed to load Google Maps. Please try again later.`,
  initFailed: msg`Failed to initialize address autocomplete. Please try again later.`,
});

export class PlacesUnavailableError extends Error {
  override readonly name = 'PlacesUnavailableError';
}

/**
 * Our server's address search (the offline gazetteer, or a street geocoder it asks such as Photon): suggestions
 * already carry their address.
 */
export function createServerPlaces(): PlacesProvider {
  const known = new Map<string, PlaceAddress>();
  return {
    async suggest(input, signal) {
      const { suggestions, hint } = await autocompletePlaces(input, signal);
      for (const suggestion of suggestions) known.set(suggestion.placeId, suggestion.address);
      const options = suggestions.map((suggestion) => ({
        id: suggestion.placeId,
        description: suggestion.description,
      }));
      return { options, hint };
    },
    async resolve(option) {
      const address = known.get(option.id);
      if (!address) throw new PlacesUnavailableError(placesMessages.initFailed);
      return address;
    },
  };
}

/** The provider the server's configuration names; Google's code loads only when it is used. */
export async function createPlacesProvider(config: PlacesConfigResponse): Promise<PlacesProvider> {
  if (config.provider !== 'google') return createServerPlaces();
  const { createGooglePlaces } = await import('./google-places');
  return createGooglePlaces(config.googleMapsApiKey);
}
