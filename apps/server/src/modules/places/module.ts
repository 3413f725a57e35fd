import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import { registerPlacesRoutes } from './places.routes.js';
import { createPlacesService } from './places.service.js';

/** Address suggestions for the staff's event forms (Google when a key is set, else the built-in gazetteer). */
export const placesModule = defineModule({
  name: 'places',
  services: ({ config }: Platform) => ({ places: createPlacesService({ googleMapsApiKey: config.googleMapsApiKey }) }),
  routes: registerPlacesRoutes,
});
