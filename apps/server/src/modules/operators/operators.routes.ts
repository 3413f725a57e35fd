import {
  createVendor,
  createVendorLocation,
  getMyVenues,
  getOperatorMe,
  getSetupStatus,
  getVendorSettings,
  listAuditLog,
  listLocationSettings,
  listOperators,
  listOperatorVendors,
  suspendVendor,
  updateVendor,
  updateVendorLocation,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { registerEndpoint } from '../../lib/route.js';
import type { TokenService } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/auth.js';
import type { TaxProvider } from '../../providers/tax/tax.js';
import type { OperatorsService } from './operators.service.js';

/** What these routes use: their module's services and the platform's (decision 080). */
export type OperatorsRoutesServices = { operators: OperatorsService; tokens: TokenService; tax: TaxProvider };

export function registerOperatorsRoutes(app: AppInstance, { operators, tokens, tax }: OperatorsRoutesServices) {
  // Tax rates changed by the location call are heard by every process (the provider is the platform's; its changes are
  // made here).
  app.addHook('onReady', async () => tax.start?.());
  app.addHook('onClose', async () => tax.close?.());

  registerEndpoint(app, getOperatorMe, async (request) => {
    const user = await requireUser(request, tokens);
    return { operator: await operators.operatorOf(user) };
  });

  registerEndpoint(app, getSetupStatus, async () => ({ needsFirstOperator: !(await operators.hasOperator()) }));

  registerEndpoint(app, getMyVenues, async (request) => operators.myVenues(await requireUser(request, tokens)));

  registerEndpoint(app, listOperators, async (request) => {
    const user = await requireUser(request, tokens);
    return { items: await operators.listOperators(user) };
  });

  registerEndpoint(app, listOperatorVendors, async (request) => {
    const user = await requireUser(request, tokens);
    return { items: await operators.listVendors(user) };
  });

  registerEndpoint(app, createVendor, async (request, reply) => {
    const user = await requireUser(request, tokens);
    return reply.status(201).send({ vendor: await operators.createVendor(user, request.body) });
  });

  registerEndpoint(app, getVendorSettings, async (request) => {
    const user = await requireUser(request, tokens);
    return { vendor: await operators.getVendor(user, request.params.vendorId) };
  });

  registerEndpoint(app, updateVendor, async (request) => {
    const user = await requireUser(request, tokens);
    return { vendor: await operators.updateVendor(user, request.params.vendorId, request.body) };
  });

  registerEndpoint(app, suspendVendor, async (request) => {
    const user = await requireUser(request, tokens);
    return { vendor: await operators.setSuspended(user, request.params.vendorId, request.body.suspended) };
  });

  registerEndpoint(app, listLocationSettings, async (request) => {
    const user = await requireUser(request, tokens);
    return { items: await operators.listLocations(user, request.params.vendorId) };
  });

  registerEndpoint(app, createVendorLocation, async (request, reply) => {
    const user = await requireUser(request, tokens);
    return reply.status(201).send({ vendorLocation: await operators.createLocation(user, request.body) });
  });

  registerEndpoint(app, updateVendorLocation, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorLocationId } = request.params;
    return { vendorLocation: await operators.updateLocation(user, vendorLocationId, request.body) };
  });

  registerEndpoint(app, listAuditLog, async (request) => {
    const user = await requireUser(request, tokens);
    return operators.auditLog(user, request.params.vendorId, request.query);
  });
}
