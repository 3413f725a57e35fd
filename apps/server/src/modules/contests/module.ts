import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import type { Access } from '../staff/index.js';
import type { VendorsService } from '../vendors/index.js';
import { createContestsRepo } from './contests.repo.js';
import { registerContestsRoutes } from './contests.routes.js';
import { createContestsService } from './contests.service.js';
import type { RandomSource } from './draw.js';
import { createPrizesService } from './prizes.service.js';

export type ContestsOverrides = {
  /** The prize drawing's random source (a seeded one in tests). */
  random?: RandomSource;
};

/** Sign-in tickets, prizes and the prize draw. */
export const contestsModule = defineModule({
  name: 'contests',
  needs: ['access', 'vendors'],
  services: ({
    db,
    clock,
    overrides,
    access,
    vendors,
  }: Platform<ContestsOverrides> & { access: Access; vendors: VendorsService }) => {
    const contestsRepo = createContestsRepo(db);
    return {
      contests: createContestsService({ contestsRepo, access, vendors, clock, random: overrides.random }),
      prizes: createPrizesService({ contestsRepo, access, clock }),
    };
  },
  routes: registerContestsRoutes,
});
