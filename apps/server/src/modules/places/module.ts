import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import { createPlacesProvider } from '../../providers/index.js';
import { registerPlacesRoutes } from './places.routes.js';
import { createPlacesService } from './places.service.js';

/** Address suggestions for the staff's event forms: Google, Photon (decision 051) or the built-in gazetteer. */
export const placesModule = defineModule({
  name: 'places',
  services: ({ config }: Platform) => ({
    places: createPlacesService({
      googleMapsApiKey: config.googleMapsApiKey,
      streetGeocoder: createPlacesProvider({ config }),
    }),
  }),
  routes: registerPlacesRoutes,
});
