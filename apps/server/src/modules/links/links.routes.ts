import {
  createShortCode,
  getPublicLinksConfig,
  getShortCodeRedirect,
  getWristband,
  listShortCodes,
  listWristbands,
  retireShortCode,
  retireWristband,
  saveWristband,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { registerEndpoint } from '../../lib/route.js';
import type { TokenService } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/auth.js';
import type { LinksService } from './links.service.js';

/** What these routes use: their module's services and the platform's (decision 080). */
export type LinksRoutesServices = { links: LinksService; tokens: TokenService };

export function registerLinksRoutes(app: AppInstance, { links, tokens }: LinksRoutesServices) {
  // Public: the address posters and links carry (nothing secret; the app's own pages show it).
  registerEndpoint(app, getPublicLinksConfig, async () => ({
    publicBaseUrl: app.config.isPublicBaseUrlSet ? app.config.publicBaseUrl : null,
  }));

  registerEndpoint(app, getShortCodeRedirect, async (request) => ({
    redirect: await links.getRedirect(request.params.code),
  }));

  registerEndpoint(app, getWristband, async (request) => links.getWristband(request.params.nfcId));

  // Staff (MANAGER and above) manage their vendor's short links and wristbands.
  registerEndpoint(app, listShortCodes, async (request) => {
    const user = await requireUser(request, tokens);
    return { shortCodes: await links.listShortCodes(user, request.params.vendorId) };
  });

  registerEndpoint(app, createShortCode, async (request, reply) => {
    const user = await requireUser(request, tokens);
    const shortCode = await links.createShortCode(user, request.params.vendorId, request.body);
    return reply.status(201).send({ shortCode });
  });

  registerEndpoint(app, retireShortCode, async (request) => {
    const user = await requireUser(request, tokens);
    return { shortCode: await links.retireShortCode(user, request.params.vendorId, request.params.code) };
  });

  registerEndpoint(app, listWristbands, async (request) => {
    const user = await requireUser(request, tokens);
    return { wristbands: await links.listWristbands(user, request.params.vendorId) };
  });

  registerEndpoint(app, saveWristband, async (request) => {
    const user = await requireUser(request, tokens);
    return { wristband: await links.saveWristband(user, request.params.vendorId, request.body) };
  });

  registerEndpoint(app, retireWristband, async (request) => {
    const user = await requireUser(request, tokens);
    return { wristband: await links.retireWristband(user, request.params.vendorId, request.params.nfcId) };
  });
}
