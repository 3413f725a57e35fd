import type { PlacesAutocompleteResponse } from '@queueless/contracts';

/**
 * A street-level geocoder the server asks for the guest-list form's address suggestions (decision 051). Each
 * suggestion carries its whole address, as the form stores it; `hint` says what to type when nothing fits.
 */
export type PlacesProvider = {
  autocomplete(input: string, signal?: AbortSignal): Promise<PlacesAutocompleteResponse>;
};
