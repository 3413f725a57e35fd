import {
  enrolDevice,
  getDeviceChanges,
  getDeviceData,
  getOrderCode,
  getReservationCode,
  listDevices,
  listScanReports,
  listSigningKeys,
  revokeDevice,
  uploadDeviceScans,
} from '@queueless/contracts';
import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types.js';
import { registerEndpoint } from '../../lib/route.js';
import type { TokenService } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/auth.js';
import type { OfflineService } from './offline.service.js';

/** What these routes use: their module's services and the platform's (decision 080). */
export type OfflineRoutesServices = { offline: OfflineService; tokens: TokenService };

/** A device's calls carry its token as the bearer (decision 092). */
function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return (header ? /^Bearer\s+(\S+)$/i.exec(header) : null)?.[1];
}

export function registerOfflineRoutes(app: AppInstance, { offline, tokens }: OfflineRoutesServices) {
  registerEndpoint(app, getOrderCode, async (request) => {
    const user = await requireUser(request, tokens);
    return offline.orderCode(user, request.params.userId, request.params.orderId);
  });

  registerEndpoint(app, getReservationCode, async (request) => {
    const user = await requireUser(request, tokens);
    return offline.reservationCode(user, request.params.userId, request.params.reservationId);
  });

  registerEndpoint(app, listSigningKeys, async () => ({ keys: await offline.codes.publicKeys() }));

  registerEndpoint(app, enrolDevice, async (request, reply) => {
    const user = await requireUser(request, tokens);
    return reply.status(201).send(await offline.enrol(user, request.params.vendorId, request.body));
  });

  registerEndpoint(app, listDevices, async (request) => {
    const user = await requireUser(request, tokens);
    return { devices: await offline.list(user, request.params.vendorId) };
  });

  registerEndpoint(app, revokeDevice, async (request) => {
    const user = await requireUser(request, tokens);
    return { device: await offline.revoke(user, request.params.vendorId, request.params.deviceId) };
  });

  registerEndpoint(app, listScanReports, async (request) => {
    const user = await requireUser(request, tokens);
    return { reports: await offline.reports(user, request.params.vendorId) };
  });

  registerEndpoint(app, getDeviceData, async (request) => {
    const device = await offline.authenticate(bearerOf(request));
    return offline.data(device);
  });

  registerEndpoint(app, getDeviceChanges, async (request) => {
    const device = await offline.authenticate(bearerOf(request));
    return offline.changes(device, request.query.after);
  });

  registerEndpoint(app, uploadDeviceScans, async (request) => {
    const device = await offline.authenticate(bearerOf(request), true);
    return { results: await offline.upload(device, request.body) };
  });
}
