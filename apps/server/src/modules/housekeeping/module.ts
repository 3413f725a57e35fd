import { defineModule } from '../../lib/module.js';
import { registerSweep } from '../../lib/sweep.js';
import type { Platform } from '../../platform.js';
import { createHousekeepingRepo } from './housekeeping.repo.js';
import { createHousekeeping } from './housekeeping.service.js';

/** How often each API process runs the clean-up (one at a time: an advisory lock per batch). */
export const HOUSEKEEPING_SWEEP_MS = 10 * 60_000;

/** Deletes rows past their retention: tokens, codes, counters, webhook events, sent texts (decision 066). */
export const housekeepingModule = defineModule({
  name: 'housekeeping',
  services: ({ db, clock, log, metrics }: Platform) => ({
    housekeeping: createHousekeeping({ repo: createHousekeepingRepo(db), clock, log, metrics }),
  }),
  sweeps: (app, { housekeeping }) => {
    registerSweep(app, {
      name: 'housekeeping sweep',
      intervalMs: HOUSEKEEPING_SWEEP_MS,
      firstRun: 'in-background',
      run: async (signal) => {
        await housekeeping.run(signal);
      },
    });
  },
});
