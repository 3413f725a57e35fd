import { getVendorLocation, listVendorLocations, updateLocationOrdering } from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { LANGUAGE_VARY, requestLanguage } from '../../lib/request-language.js';
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
  // Issue 44: a customer's reads answer in the request's language, so they vary by it.
  registerEndpoint(app, getVendorLocation, async (request, reply) => {
    const language = requestLanguage(request, { query: request.query.lang });
    reply.header('vary', LANGUAGE_VARY);
    return { items: [await vendorLocations.getLocation(request.query.vendorLocationId, language)] };
  });

  registerEndpoint(app, listVendorLocations, async (request, reply) => {
    const language = requestLanguage(request, { query: request.query.lang });
    reply.header('vary', LANGUAGE_VARY);
    return { items: await vendorLocations.listLocations(request.query.vendorId, language) };
  });

  registerEndpoint(app, updateLocationOrdering, async (request) =>
    vendorLocations.updateOrdering(await requireUser(request, tokens), request.params.vendorLocationId, request.body),
  );
}
