import { defineModule } from '../../lib/module.js';
import type { Platform } from '../../platform.js';
import { createIdentityRepo } from './identity.repo.js';
import { registerIdentityRoutes } from './identity.routes.js';
import { createIdentityService, defaultIdentityLimits, type IdentityLimits } from './identity.service.js';

export type IdentityOverrides = { identityLimits?: IdentityLimits };

/** Sign-in by texted code, sessions and refresh tokens. */
export const identityModule = defineModule({
  name: 'identity',
  services: ({ config, db, sms, tokens, rateLimiter, dbClock, log, overrides }: Platform<IdentityOverrides>) => {
    const identityRepo = createIdentityRepo(db);
    // A logout ends the id tokens of its sign-in too, on every API process: one indexed read per authenticated call.
    tokens.useSessionCheck((sessionId) => identityRepo.isFamilyRevoked(sessionId));
    return {
      identity: createIdentityService({
        identityRepo,
        sms,
        tokens,
        rateLimiter,
        dbClock,
        secret: config.tokenSecret,
        log,
        smsCountries: config.sms.allowedCountries,
        limits: overrides.identityLimits ?? {
          startPerIp: { ...defaultIdentityLimits.startPerIp, limit: config.signInLimitPerIp },
          verifyPerIp: { ...defaultIdentityLimits.verifyPerIp, limit: 3 * config.signInLimitPerIp },
        },
      }),
    };
  },
  routes: registerIdentityRoutes,
});
