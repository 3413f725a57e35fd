import {
  createVendorRole,
  getUserRole,
  listVendorRoles,
  removeVendorRole,
  updateVendorRole,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { registerEndpoint } from '../../lib/route.js';
import type { TokenService } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/auth.js';
import type { StaffService } from './staff.service.js';
import type { StaffRolesService } from './staff-roles.service.js';

/** What these routes use: their module's services and the platform's (decision 080). */
export type StaffRoutesServices = { staff: StaffService; staffRoles: StaffRolesService; tokens: TokenService };

export function registerStaffRoutes(app: AppInstance, { staff, staffRoles, tokens }: StaffRoutesServices) {
  registerEndpoint(app, getUserRole, async (request) => {
    const user = await requireUser(request, tokens);
    return { vendorRole: await staff.getUserRole(user, request.params.vendorId) };
  });

  registerEndpoint(app, listVendorRoles, async (request) => {
    const user = await requireUser(request, tokens);
    return { items: await staffRoles.listRoles(user, request.params.vendorId) };
  });

  registerEndpoint(app, createVendorRole, async (request, reply) => {
    const user = await requireUser(request, tokens);
    const vendorRole = await staffRoles.createRole(user, request.params.vendorId, request.body);
    return reply.status(201).send({ vendorRole });
  });

  registerEndpoint(app, updateVendorRole, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorId, phoneNumber } = request.params;
    return { vendorRole: await staffRoles.updateRole(user, vendorId, phoneNumber, request.body) };
  });

  registerEndpoint(app, removeVendorRole, async (request, reply) => {
    const user = await requireUser(request, tokens);
    await staffRoles.removeRole(user, request.params.vendorId, request.params.phoneNumber);
    return reply.status(204).send(null);
  });
}
