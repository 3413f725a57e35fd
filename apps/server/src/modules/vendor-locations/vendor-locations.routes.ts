import {
  getVendorLocationQuerySchema,
  getVendorLocationsQuerySchema,
  vendorLocationListResponseSchema,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';

const BASE = '/vendor-location-service/v1';

export function registerVendorLocationsRoutes(app: AppInstance) {
  const { vendorLocations } = app.services;

  app.get(
    `${BASE}/vendor-location`,
    {
      schema: {
        tags: ['vendor locations'],
        querystring: getVendorLocationQuerySchema,
        response: { 200: vendorLocationListResponseSchema },
      },
    },
    async (request) => ({ items: [await vendorLocations.getLocation(request.query.vendorLocationId)] }),
  );

  app.get(
    `${BASE}/vendor-locations`,
    {
      schema: {
        tags: ['vendor locations'],
        querystring: getVendorLocationsQuerySchema,
        response: { 200: vendorLocationListResponseSchema },
      },
    },
    async (request) => ({ items: await vendorLocations.listLocations(request.query.vendorId) }),
  );
}
