import { getVendor, listVendors } from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { registerEndpoint } from '../../lib/route.js';

export function registerVendorsRoutes(app: AppInstance) {
  const { vendors } = app.services;

  registerEndpoint(app, getVendor, async (request) => ({ items: [await vendors.getVendor(request.query.vendorId)] }));

  registerEndpoint(app, listVendors, async () => ({ items: await vendors.listVendors() }));
}
