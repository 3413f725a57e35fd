import { getVendorLocation, listVendorLocations, updateLocationOrdering } from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { registerEndpoint } from '../../lib/route.js';
import { requireUser } from '../../plugins/auth.js';

export function registerVendorLocationsRoutes(app: AppInstance) {
  const { vendorLocations, tokens } = app.services;

  registerEndpoint(app, getVendorLocation, async (request) => ({
    items: [await vendorLocations.getLocation(request.query.vendorLocationId)],
  }));

  registerEndpoint(app, listVendorLocations, async (request) => ({
    items: await vendorLocations.listLocations(request.query.vendorId),
  }));

  registerEndpoint(app, updateLocationOrdering, async (request) =>
    vendorLocations.updateOrdering(await requireUser(request, tokens), request.params.vendorLocationId, request.body),
  );
}
