import { getVendor, listVendors } from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { registerEndpoint } from '../../lib/route.js';
import type { VendorsService } from './vendors.service.js';

/** What these routes use: their module's services and the platform's (decision 080). */
export type VendorsRoutesServices = { vendors: VendorsService };

export function registerVendorsRoutes(app: AppInstance, { vendors }: VendorsRoutesServices) {
  registerEndpoint(app, getVendor, async (request) => ({ items: [await vendors.getVendor(request.query.vendorId)] }));

  registerEndpoint(app, listVendors, async () => ({ items: await vendors.listVendors() }));
}
