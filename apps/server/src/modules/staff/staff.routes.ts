import {
  userRoleResponseSchema,
  vendorPathSchema,
  vendorRoleBodySchema,
  vendorRoleListResponseSchema,
  vendorRolePathSchema,
  vendorRoleResponseSchema,
} from '@queueless/contracts';
import { z } from 'zod';
import type { AppInstance } from '../../app-types.js';
import { requireUser } from '../../plugins/auth.js';

const BASE = '/vendor-auth-service/v1';
const bearer = [{ bearerAuth: [] }];

export function registerStaffRoutes(app: AppInstance) {
  const { staff, staffRoles, tokens } = app.services;

  app.get(
    `${BASE}/vendors/:vendorId/user-role`,
    {
      schema: {
        tags: ['vendor auth'],
        security: bearer,
        params: vendorPathSchema,
        response: { 200: userRoleResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return { vendorRole: await staff.getUserRole(user, request.params.vendorId) };
    },
  );

  app.get(
    `${BASE}/vendors/:vendorId/vendor-roles`,
    {
      schema: {
        tags: ['vendor auth'],
        security: bearer,
        params: vendorPathSchema,
        response: { 200: vendorRoleListResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return { items: await staffRoles.listRoles(user, request.params.vendorId) };
    },
  );

  app.post(
    `${BASE}/vendors/:vendorId/vendor-roles`,
    {
      schema: {
        tags: ['vendor auth'],
        security: bearer,
        params: vendorPathSchema,
        body: vendorRoleBodySchema,
        response: { 201: vendorRoleResponseSchema },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, tokens);
      const vendorRole = await staffRoles.createRole(user, request.params.vendorId, request.body);
      return reply.status(201).send({ vendorRole });
    },
  );

  app.put(
    `${BASE}/vendors/:vendorId/vendor-roles/:phoneNumber`,
    {
      schema: {
        tags: ['vendor auth'],
        security: bearer,
        params: vendorRolePathSchema,
        body: vendorRoleBodySchema,
        response: { 200: vendorRoleResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      const { vendorId, phoneNumber } = request.params;
      return { vendorRole: await staffRoles.updateRole(user, vendorId, phoneNumber, request.body) };
    },
  );

  app.delete(
    `${BASE}/vendors/:vendorId/vendor-roles/:phoneNumber`,
    {
      schema: {
        tags: ['vendor auth'],
        security: bearer,
        params: vendorRolePathSchema,
        response: { 204: z.null().describe('Removed.') },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request, tokens);
      await staffRoles.removeRole(user, request.params.vendorId, request.params.phoneNumber);
      return reply.status(204).send(null);
    },
  );
}
