import type { PlaceSuggestion, PlacesConfigResponse } from '@queueless/contracts';
import { type Gazetteer, loadGazetteer, suggestPlaces } from './builtin-places.js';

export type PlacesService = ReturnType<typeof createPlacesService>;

/**
 * The maps service. With a Google key the browser talks to Google Places itself and this only hands
 * it the key; without one, suggestions come from the offline gazetteer, and nothing leaves the server.
 */
export function createPlacesService(deps: { googleMapsApiKey: string | null }) {
  let gazetteer: Gazetteer | null = null;
  return {
    config(): PlacesConfigResponse {
      return deps.googleMapsApiKey
        ? { provider: 'google', googleMapsApiKey: deps.googleMapsApiKey }
        : { provider: 'builtin' };
    },

    autocomplete(input: string): PlaceSuggestion[] {
      gazetteer ??= loadGazetteer();
      return suggestPlaces(gazetteer, input);
    },
  };
}
