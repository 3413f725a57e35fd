import type { PlacesAutocompleteResponse } from '@queueless/contracts';
import { autocompletePlaces as autocompletePlacesEndpoint } from '@queueless/contracts';
import { callEndpoint } from '#web/lib/api-client';

/** The server's suggestions (each carries its whole address, so no second call is needed) and what to type. */
export function autocompletePlaces(input: string, signal?: AbortSignal): Promise<PlacesAutocompleteResponse> {
  return callEndpoint(autocompletePlacesEndpoint, { query: { input }, signal });
}
