import type { PlaceSuggestion, PlacesAutocompleteResponse } from '@queueless/contracts';
import { autocompletePlaces as autocompletePlacesEndpoint } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { apiRequest } from '#web/lib/api-client';

/** The built-in provider's suggestions: each carries its whole address, so no second call is needed. */
export async function autocompletePlaces(input: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  const { suggestions } = await apiRequest<PlacesAutocompleteResponse>(endpointPath(autocompletePlacesEndpoint), {
    query: { input },
    signal,
  });
  return suggestions;
}
