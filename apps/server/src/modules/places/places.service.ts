import type { PlacesAutocompleteResponse, PlacesConfigResponse } from '@queueless/contracts';
import type { PlacesProvider } from '../../providers/places/places.js';
import { type Gazetteer, loadGazetteer, suggestPlaces } from './builtin-places.js';

export type PlacesService = ReturnType<typeof createPlacesService>;

/**
 * The maps service. With Google the browser talks to Google Places itself and this only hands it the key; with a
 * street geocoder (Photon, decision 051) the server asks it; without either, suggestions come from the offline
 * gazetteer, and nothing leaves the server.
 */
export function createPlacesService(deps: { googleMapsApiKey: string | null; streetGeocoder: PlacesProvider | null }) {
  let gazetteer: Gazetteer | null = null;
  return {
    /** The form asks for this as it opens: the gazetteer (a second or so to read) loads then, not on the first key. */
    config(): PlacesConfigResponse {
      if (deps.googleMapsApiKey) return { provider: 'google', googleMapsApiKey: deps.googleMapsApiKey };
      if (deps.streetGeocoder) return { provider: 'photon' };
      if (!gazetteer) {
        setImmediate(() => {
          gazetteer ??= loadGazetteer();
        });
      }
      return { provider: 'builtin' };
    },

    async autocomplete(input: string, signal?: AbortSignal): Promise<PlacesAutocompleteResponse> {
      if (deps.streetGeocoder) return deps.streetGeocoder.autocomplete(input, signal);
      gazetteer ??= loadGazetteer();
      return suggestPlaces(gazetteer, input);
    },
  };
}
