import { autocompletePlaces, getPlacesConfig } from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { registerEndpoint } from '../../lib/route.js';
import type { TokenService } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/auth.js';
import type { PlacesService } from './places.service.js';

/** What these routes use: their module's services and the platform's (decision 080). */
export type PlacesRoutesServices = { places: PlacesService; tokens: TokenService };

export function registerPlacesRoutes(app: AppInstance, { places, tokens }: PlacesRoutesServices) {
  registerEndpoint(app, getPlacesConfig, async () => places.config());

  registerEndpoint(app, autocompletePlaces, async (request) => {
    await requireUser(request, tokens);
    return places.autocomplete(request.query.input);
  });
}
