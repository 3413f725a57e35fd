import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import type { Access } from '../staff/index.js';
import { createLinksRepo } from './links.repo.js';
import { registerLinksRoutes } from './links.routes.js';
import { createLinksService } from './links.service.js';

/** Printed short links (/R/{code}) and NFC wristbands, each target checked against the allow rule. */
export const linksModule = defineModule({
  name: 'links',
  needs: ['access'],
  services: ({ config, db, clock, log, access }: Platform & { access: Access }) => ({
    links: createLinksService({
      linksRepo: createLinksRepo(db),
      access,
      policy: { allowedHosts: config.redirectAllowedHosts, ownOrigin: new URL(config.publicBaseUrl).origin },
      clock,
      log,
    }),
  }),
  routes: registerLinksRoutes,
});
