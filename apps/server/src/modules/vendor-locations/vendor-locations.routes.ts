import { getVendorLocation, listVendorLocations, updateLocationOrdering } from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { registerEndpoint } from '../../lib/route.js';
import type { TokenService } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/auth.js';
import type { VendorLocationsService } from './vendor-locations.service.js';

/** What these routes use: their module's services and the platform's (decision 080). */
export type VendorLocationsRoutesServices = { vendorLocations: VendorLocationsService; tokens: TokenService };

export function registerVendorLocationsRoutes(
  app: AppInstance,
  { vendorLocations, tokens }: VendorLocationsRoutesServices,
) {
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
