/// <reference types="google.maps" />

import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { t } from '@lingui/core/macro';
import { toPlaceAddress } from './google-address';
import { type PlaceOption, type PlacesProvider, PlacesUnavailableError, placesMessages } from './places-provider';

/** Google's address types: the form takes street addresses only (staff.md section 5, "type address"). */
const ADDRESS_TYPES = ['street_address', 'premise', 'subpremise'];

let isConfigured = false;

/**
 * Google Places in the browser (Places API New) through Google's own loader. A script that does not load is
 * 'Failed to load Google Maps…'; a library that loads without autocomplete is 'Failed to initialize…'.
 */
export async function createGooglePlaces(key: string): Promise<PlacesProvider> {
  if (!isConfigured) {
    setOptions({ key, v: 'weekly' });
    isConfigured = true;
  }
  let places: google.maps.PlacesLibrary;
  try {
    places = await importLibrary('places');
  } catch {
    throw new PlacesUnavailableError(placesMessages.loadFailed);
  }
  const { AutocompleteSuggestion, AutocompleteSessionToken } = places;
  if (!AutocompleteSuggestion || !AutocompleteSessionToken) throw new PlacesUnavailableError(placesMessages.initFailed);

  // One session from the first keystroke to the pick, as Google bills it.
  let session = new AutocompleteSessionToken();
  const predictions = new Map<string, google.maps.places.PlacePrediction>();

  return {
    async suggest(input) {
      const { suggestions } = await AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input,
        sessionToken: session,
        includedPrimaryTypes: ADDRESS_TYPES,
      });
      const options: PlaceOption[] = [];
      for (const suggestion of suggestions) {
        const prediction = suggestion.placePrediction;
        if (!prediction) continue;
        predictions.set(prediction.placeId, prediction);
        options.push({ id: prediction.placeId, description: prediction.text.text });
      }
      return { options, hint: null };
    },
    async resolve(option) {
      const prediction = predictions.get(option.id);
      if (!prediction) throw new PlacesUnavailableError(placesMessages.initFailed);
      const place = prediction.toPlace();
      await place.fetchFields({ fields: ['addressComponents', 'location'] });
      session = new AutocompleteSessionToken();
      const address = toPlaceAddress(place.addressComponents ?? [], place.location?.toJSON());
      if (!address) throw new PlacesUnavailableError(t`Please pick a street address with a number.`);
      return address;
    },
  };
}
