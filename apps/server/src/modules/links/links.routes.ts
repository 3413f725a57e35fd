import {
  createShortCodeBodySchema,
  nfcPathSchema,
  redirectResponseSchema,
  saveWristbandBodySchema,
  shortCodeListResponseSchema,
  shortCodePathSchema,
  shortCodeResponseSchema,
  vendorPathSchema,
  vendorShortCodePathSchema,
  vendorWristbandPathSchema,
  wristbandMappingListResponseSchema,
  wristbandMappingResponseSchema,
  wristbandResponseSchema,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { requireUser } from '../../plugins/auth.js';

const BASE = '/redirect-service/v1';
const NFC_BASE = '/nfc-service/v1';
const bearer = [{ bearerAuth: [] }];

export function registerLinksRoutes(app: AppInstance) {
  const { links, tokens } = app.services;

  app.get(
    `${BASE}/short-code-redirects/:code`,
    { schema: { tags: ['redirects'], params: shortCodePathSchema, response: { 200: redirectResponseSchema } } },
    async (request) => ({ redirect: await links.getRedirect(request.params.code) }),
  );

  app.get(
    `${NFC_BASE}/nfc/:nfcId`,
    {
      schema: {
        tags: ['redirects'],
        description: 'An unknown or retired wristband answers no vendor (the page offers membership).',
        params: nfcPathSchema,
        response: { 200: wristbandResponseSchema },
      },
    },
    async (request) => links.getWristband(request.params.nfcId),
  );

  // Staff (MANAGER and above) manage their vendor's short links and wristbands.
  app.get(
    `${BASE}/admin/vendors/:vendorId/short-codes`,
    {
      schema: {
        tags: ['redirects'],
        security: bearer,
        params: vendorPathSchema,
        response: { 200: shortCodeListResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return { shortCodes: await links.listShortCodes(user, request.params.vendorId) };
    },
  );

  app.post(
    `${BASE}/admin/vendors/:vendorId/short-codes`,
    {
      schema: {
        tags: ['redirects'],
        security: bearer,
        params: vendorPathSchema,
        body: createShortCodeBodySchema,
        response: { 201: shortCodeResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, tokens);
      const shortCode = await links.createShortCode(user, request.params.vendorId, request.body);
      return reply.status(201).send({ shortCode });
    },
  );

  app.post(
    `${BASE}/admin/vendors/:vendorId/short-codes/:code/retire`,
    {
      schema: {
        tags: ['redirects'],
        security: bearer,
        params: vendorShortCodePathSchema,
        response: { 200: shortCodeResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return { shortCode: await links.retireShortCode(user, request.params.vendorId, request.params.code) };
    },
  );

  app.get(
    `${NFC_BASE}/admin/vendors/:vendorId/wristbands`,
    {
      schema: {
        tags: ['redirects'],
        security: bearer,
        params: vendorPathSchema,
        response: { 200: wristbandMappingListResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return { wristbands: await links.listWristbands(user, request.params.vendorId) };
    },
  );

  app.put(
    `${NFC_BASE}/admin/vendors/:vendorId/wristbands`,
    {
      schema: {
        tags: ['redirects'],
        security: bearer,
        params: vendorPathSchema,
        body: saveWristbandBodySchema,
        response: { 200: wristbandMappingResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return { wristband: await links.saveWristband(user, request.params.vendorId, request.body) };
    },
  );

  app.post(
    `${NFC_BASE}/admin/vendors/:vendorId/wristbands/:nfcId/retire`,
    {
      schema: {
        tags: ['redirects'],
        security: bearer,
        params: vendorWristbandPathSchema,
        response: { 200: wristbandMappingResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return { wristband: await links.retireWristband(user, request.params.vendorId, request.params.nfcId) };
    },
  );
}
