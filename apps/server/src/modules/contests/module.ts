import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import type { Access } from '../staff/index.js';
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
  needs: ['access'],
  services: ({ db, clock, overrides, access }: Platform<ContestsOverrides> & { access: Access }) => {
    const contestsRepo = createContestsRepo(db);
    return {
      contests: createContestsService({ contestsRepo, access, clock, random: overrides.random }),
      prizes: createPrizesService({ contestsRepo, access, clock }),
    };
  },
  routes: registerContestsRoutes,
});
