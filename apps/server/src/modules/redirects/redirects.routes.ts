import {
  createShortCode,
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
import { requireUser } from '../../plugins/auth.js';

export function registerRedirectsRoutes(app: AppInstance) {
  const { redirects, tokens } = app.services;

  registerEndpoint(app, getShortCodeRedirect, async (request) => ({
    redirect: await redirects.getRedirect(request.params.code),
  }));

  registerEndpoint(app, getWristband, async (request) => redirects.getWristband(request.params.nfcId));

  // Staff (MANAGER and above) manage their vendor's short links and wristbands.
  registerEndpoint(app, listShortCodes, async (request) => {
    const user = await requireUser(request, tokens);
    return { shortCodes: await redirects.listShortCodes(user, request.params.vendorId) };
  });

  registerEndpoint(app, createShortCode, async (request, reply) => {
    const user = await requireUser(request, tokens);
    const shortCode = await redirects.createShortCode(user, request.params.vendorId, request.body);
    return reply.status(201).send({ shortCode });
  });

  registerEndpoint(app, retireShortCode, async (request) => {
    const user = await requireUser(request, tokens);
    return { shortCode: await redirects.retireShortCode(user, request.params.vendorId, request.params.code) };
  });

  registerEndpoint(app, listWristbands, async (request) => {
    const user = await requireUser(request, tokens);
    return { wristbands: await redirects.listWristbands(user, request.params.vendorId) };
  });

  registerEndpoint(app, saveWristband, async (request) => {
    const user = await requireUser(request, tokens);
    return { wristband: await redirects.saveWristband(user, request.params.vendorId, request.body) };
  });

  registerEndpoint(app, retireWristband, async (request) => {
    const user = await requireUser(request, tokens);
    return { wristband: await redirects.retireWristband(user, request.params.vendorId, request.params.nfcId) };
  });
}
