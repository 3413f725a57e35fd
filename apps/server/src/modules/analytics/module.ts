import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import type { Access } from '../staff/index.js';
import { createAnalyticsRepo } from './analytics.repo.js';
import { registerAnalyticsRoutes } from './analytics.routes.js';
import { createAnalyticsService } from './analytics.service.js';
import { registerHistoryRollupSweep, registerRollupSweep } from './rollup-sweep.js';

/** Vendor reporting: the week and month views, paid orders by cursor, and the hourly rollup's sweeps. */
export const analyticsModule = defineModule({
  name: 'analytics',
  needs: ['access'],
  services: ({ db, clock, access }: Platform & { access: Access }) => ({
    analytics: createAnalyticsService({ analyticsRepo: createAnalyticsRepo(db), access, clock }),
  }),
  routes: registerAnalyticsRoutes,
  sweeps: (app, services) => {
    registerRollupSweep(app, services);
    registerHistoryRollupSweep(app, services);
  },
});
