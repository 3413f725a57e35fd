import {
  createVendorRole,
  getUserRole,
  listVendorRoles,
  removeVendorRole,
  updateVendorRole,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { registerEndpoint } from '../../lib/route.js';
import { requireUser } from '../../plugins/auth.js';

export function registerVendorAuthRoutes(app: AppInstance) {
  const { vendorAuth, vendorRoles, tokens } = app.services;

  registerEndpoint(app, getUserRole, async (request) => {
    const user = await requireUser(request, tokens);
    return { vendorRole: await vendorAuth.getUserRole(user, request.params.vendorId) };
  });

  registerEndpoint(app, listVendorRoles, async (request) => {
    const user = await requireUser(request, tokens);
    return { items: await vendorRoles.listRoles(user, request.params.vendorId) };
  });

  registerEndpoint(app, createVendorRole, async (request, reply) => {
    const user = await requireUser(request, tokens);
    const vendorRole = await vendorRoles.createRole(user, request.params.vendorId, request.body);
    return reply.status(201).send({ vendorRole });
  });

  registerEndpoint(app, updateVendorRole, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorId, phoneNumber } = request.params;
    return { vendorRole: await vendorRoles.updateRole(user, vendorId, phoneNumber, request.body) };
  });

  registerEndpoint(app, removeVendorRole, async (request, reply) => {
    const user = await requireUser(request, tokens);
    await vendorRoles.removeRole(user, request.params.vendorId, request.params.phoneNumber);
    return reply.status(204).send(null);
  });
}
