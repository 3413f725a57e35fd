import { getVendorLocation, listVendorLocations } from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { registerEndpoint } from '../../lib/route.js';

export function registerVendorLocationsRoutes(app: AppInstance) {
  const { vendorLocations } = app.services;

  registerEndpoint(app, getVendorLocation, async (request) => ({
    items: [await vendorLocations.getLocation(request.query.vendorLocationId)],
  }));

  registerEndpoint(app, listVendorLocations, async (request) => ({
    items: await vendorLocations.listLocations(request.query.vendorId),
  }));
}
