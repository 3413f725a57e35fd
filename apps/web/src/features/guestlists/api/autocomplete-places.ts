import type { PlacesAutocompleteResponse } from '@queueless/contracts';
import { autocompletePlaces as autocompletePlacesEndpoint } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { apiRequest } from '#web/lib/api-client';

/** The server's suggestions (each carries its whole address, so no second call is needed) and what to type. */
export function autocompletePlaces(input: string, signal?: AbortSignal): Promise<PlacesAutocompleteResponse> {
  return apiRequest<PlacesAutocompleteResponse>(endpointPath(autocompletePlacesEndpoint), { query: { input }, signal });
}
