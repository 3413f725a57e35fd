import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
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
import { languageOf } from '../../lib/i18n.js';
import { registerEndpoint } from '../../lib/route.js';
import type { TokenService } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/auth.js';
import type { OfflineService } from './offline.service.js';
import { wordScanReason } from './scan-reasons.js';

const gzipAsync = promisify(gzip);

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
    const reports = await offline.reports(user, request.params.vendorId);
    // Stored in English; read in the manager's language (scan-reasons.ts).
    const language = languageOf(request.headers['accept-language']);
    return { reports: reports.map((report) => ({ ...report, reason: wordScanReason(report.reason, language) })) };
  });

  // A door's list is the biggest answer we send (2,000 guests: about 230 kB of JSON): gzip it when the phone takes
  // it (about a sixth on the wire), since the API's answers are otherwise sent as they are.
  registerEndpoint(app, getDeviceData, async (request, reply) => {
    const device = await offline.authenticate(bearerOf(request));
    const data = await offline.data(device);
    if (!/\bgzip\b/.test(request.headers['accept-encoding'] ?? '')) return data;
    const body = await gzipAsync(Buffer.from(JSON.stringify(data)));
    return (
      reply
        .header('content-encoding', 'gzip')
        .header('vary', 'accept-encoding')
        .type('application/json; charset=utf-8')
        // Bytes already: Fastify sends a Buffer as it is, past the schema's serializer (typed for the JSON form).
        .send(body as never)
    );
  });

  registerEndpoint(app, getDeviceChanges, async (request) => {
    const device = await offline.authenticate(bearerOf(request));
    return offline.changes(device, request.query.after);
  });

  registerEndpoint(app, uploadDeviceScans, async (request) => {
    const device = await offline.authenticate(bearerOf(request), true);
    const results = await offline.upload(device, request.body);
    // The door's phone shows a refusal's reason as it comes: in the language its page sends.
    const language = languageOf(request.headers['accept-language']);
    return { results: results.map((result) => ({ ...result, reason: wordScanReason(result.reason, language) })) };
  });
}
