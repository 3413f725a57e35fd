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
    /** The form asks for this as it opens: the gazetteer (a second or so to read) loads then, not on the first key. */
    config(): PlacesConfigResponse {
      if (deps.googleMapsApiKey) return { provider: 'google', googleMapsApiKey: deps.googleMapsApiKey };
      if (!gazetteer) {
        setImmediate(() => {
          gazetteer ??= loadGazetteer();
        });
      }
      return { provider: 'builtin' };
    },

    autocomplete(input: string): PlaceSuggestion[] {
      gazetteer ??= loadGazetteer();
      return suggestPlaces(gazetteer, input);
    },
  };
}
