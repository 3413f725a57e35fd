import { autocompletePlaces, getPlacesConfig } from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { registerEndpoint } from '../../lib/route.js';
import { requireUser } from '../../plugins/auth.js';

export function registerPlacesRoutes(app: AppInstance) {
  const { places, tokens } = app.services;

  registerEndpoint(app, getPlacesConfig, async () => places.config());

  registerEndpoint(app, autocompletePlaces, async (request) => {
    await requireUser(request, tokens);
    return places.autocomplete(request.query.input);
  });
}
