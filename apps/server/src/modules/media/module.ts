import { defineModule } from '../../lib/module.js';
import { registerSweep } from '../../lib/sweep.js';
import type { Platform } from '../../platform.js';
import { createMediaStorage } from '../../providers/index.js';
import type { MediaStorage } from '../../providers/media-storage/media-storage.js';
import type { Access } from '../staff/index.js';
import { createMediaRepo } from './media.repo.js';
import { registerMediaRoutes } from './media.routes.js';
import { createMediaService, defaultMediaLimits, type MediaLimits } from './media.service.js';

export type MediaOverrides = { mediaStorage?: MediaStorage; mediaLimits?: Partial<MediaLimits> };

const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** Product photos: the upload pipeline, their storage (local files or S3), the local files' route and the sweep. */
export const mediaModule = defineModule({
  name: 'media',
  needs: ['access'],
  services: ({
    config,
    db,
    rateLimiter,
    clock,
    log,
    overrides,
    access,
  }: Platform<MediaOverrides> & { access: Access }) => {
    const mediaStorage = overrides.mediaStorage ?? createMediaStorage(config);
    return {
      mediaStorage,
      media: createMediaService({
        mediaRepo: createMediaRepo(db),
        storage: mediaStorage,
        access,
        rateLimiter,
        clock,
        log,
        limits: { ...defaultMediaLimits, ...overrides.mediaLimits },
      }),
    };
  },
  routes: registerMediaRoutes,
  sweeps: (app, { media }) => {
    registerSweep(app, {
      name: 'media sweep',
      intervalMs: SWEEP_INTERVAL_MS,
      firstRun: 'in-background',
      run: async (signal) => {
        await media.sweep(signal);
      },
    });
  },
});
