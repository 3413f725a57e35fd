import type { PlaceSuggestion, PlacesAutocompleteResponse } from '@queueless/contracts';
import { apiRequest } from '#web/lib/api-client';
import { areaApiPaths } from '#web/lib/area-api-paths';

/** The built-in provider's suggestions: each carries its whole address, so no second call is needed. */
export async function autocompletePlaces(input: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  const { suggestions } = await apiRequest<PlacesAutocompleteResponse>(areaApiPaths.placesAutocomplete(), {
    query: { input },
    signal,
  });
  return suggestions;
}
