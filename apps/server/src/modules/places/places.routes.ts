import {
  placesAutocompleteQuerySchema,
  placesAutocompleteResponseSchema,
  placesConfigResponseSchema,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { requireUser } from '../../plugins/auth.js';

const BASE = '/maps-service/v1';
const bearer = [{ bearerAuth: [] }];

export function registerPlacesRoutes(app: AppInstance) {
  const { places, tokens } = app.services;

  app.get(
    `${BASE}/config`,
    {
      schema: {
        tags: ['maps'],
        description:
          'Which address autocomplete the guest-list form uses: Google Places (with its browser key) or built-in.',
        response: { 200: placesConfigResponseSchema },
      },
    },
    async () => places.config(),
  );

  app.get(
    `${BASE}/places/autocomplete`,
    {
      schema: {
        tags: ['maps'],
        security: bearer,
        description:
          'Built-in, offline address suggestions: the street line as typed with a US ZIP code’s city, state and coordinates. Signed-in callers only.',
        querystring: placesAutocompleteQuerySchema,
        response: { 200: placesAutocompleteResponseSchema },
      },
    },
    async (request) => {
      await requireUser(request, tokens);
      return { suggestions: places.autocomplete(request.query.input) };
    },
  );
}
