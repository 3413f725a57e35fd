import type { AppInstance } from '../../app-types.js';
import { registerLeadsRoutes } from '../leads/leads.routes.js';
import { registerRedirectsRoutes } from '../redirects/redirects.routes.js';
import { registerContentRoutes } from './content.routes.js';

/** The public pages' calls: short links and wristbands, leads, page content. */
export function registerPublicPagesRoutes(app: AppInstance) {
  registerRedirectsRoutes(app);
  registerLeadsRoutes(app);
  registerContentRoutes(app);
}
