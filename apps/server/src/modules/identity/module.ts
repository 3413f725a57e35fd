import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import { createIdentityRepo } from './identity.repo.js';
import { registerIdentityRoutes } from './identity.routes.js';
import { createIdentityService, defaultIdentityLimits, type IdentityLimits } from './identity.service.js';

export type IdentityOverrides = { identityLimits?: IdentityLimits };

/** Sign-in by texted code, sessions and refresh tokens. */
export const identityModule = defineModule({
  name: 'identity',
  services: ({ config, db, sms, tokens, rateLimiter, clock, log, overrides }: Platform<IdentityOverrides>) => ({
    identity: createIdentityService({
      identityRepo: createIdentityRepo(db),
      sms,
      tokens,
      rateLimiter,
      clock,
      secret: config.tokenSecret,
      log,
      smsCountries: config.sms.allowedCountries,
      limits: overrides.identityLimits ?? {
        startPerIp: { ...defaultIdentityLimits.startPerIp, limit: config.signInLimitPerIp },
        verifyPerIp: { ...defaultIdentityLimits.verifyPerIp, limit: 3 * config.signInLimitPerIp },
      },
    }),
  }),
  routes: registerIdentityRoutes,
});
