import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import type { Access } from '../staff/index.js';
import type { VendorsService } from '../vendors/index.js';
import { createEventsRepo } from './events.repo.js';
import { registerEventsRoutes } from './events.routes.js';
import { createEventsService } from './events.service.js';

/** A vendor's events (the landing page's list, the staff's edits). */
export const eventsModule = defineModule({
  name: 'events',
  needs: ['access', 'vendors'],
  services: ({ db, clock, access, vendors }: Platform & { access: Access; vendors: VendorsService }) => ({
    events: createEventsService({ eventsRepo: createEventsRepo(db), access, vendors, clock }),
  }),
  routes: registerEventsRoutes,
});
