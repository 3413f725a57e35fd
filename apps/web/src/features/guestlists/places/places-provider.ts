import type { PlaceAddress, PlacesConfigResponse } from '@queueless/contracts';
import { autocompletePlaces } from '#web/features/guestlists/api/autocomplete-places';

/** One row of the address dropdown. */
export type PlaceOption = { id: string; description: string };

/** The form's address autocomplete, whichever service answers it. */
export type PlacesProvider = {
  suggest(input: string, signal?: AbortSignal): Promise<PlaceOption[]>;
  /** The picked row's address (street number plus route, city, short state, country, ZIP, coordinates). */
  resolve(option: PlaceOption): Promise<PlaceAddress>;
};

/** The spec's two load failures (staff.md section 8). */
export const placesMessages = {
  loadFailed: 'Failed to load Google Maps. Please try again later.',
  initFailed: 'Failed to initialize address autocomplete. Please try again later.',
} as const;

export class PlacesUnavailableError extends Error {
  override readonly name = 'PlacesUnavailableError';
}

/** Our own offline gazetteer: suggestions already carry their address. */
export function createBuiltinPlaces(): PlacesProvider {
  const known = new Map<string, PlaceAddress>();
  return {
    async suggest(input, signal) {
      const suggestions = await autocompletePlaces(input, signal);
      for (const suggestion of suggestions) known.set(suggestion.placeId, suggestion.address);
      return suggestions.map((suggestion) => ({ id: suggestion.placeId, description: suggestion.description }));
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
  if (config.provider === 'builtin') return createBuiltinPlaces();
  const { createGooglePlaces } = await import('./google-places');
  return createGooglePlaces(config.googleMapsApiKey);
}
