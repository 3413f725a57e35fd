import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import type { Access } from '../staff/index.js';
import { createContentRepo } from './content.repo.js';
import { registerContentRoutes } from './content.routes.js';
import { createContentService } from './content.service.js';

/** Public page content (landing figures, festival lineups, artist pages), edited by operators and artists' staff. */
export const contentModule = defineModule({
  name: 'content',
  needs: ['access'],
  services: ({ config, db, clock, log, access }: Platform & { access: Access }) => ({
    content: createContentService({
      contentRepo: createContentRepo(db),
      access,
      supportEmail: config.supportEmail,
      clock,
      log,
    }),
  }),
  routes: registerContentRoutes,
});
