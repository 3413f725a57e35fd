import { getVendorQuerySchema, vendorListResponseSchema } from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';

const BASE = '/vendor-service/v1';

export function registerVendorsRoutes(app: AppInstance) {
  const { vendors } = app.services;

  app.get(
    `${BASE}/vendor`,
    { schema: { tags: ['vendors'], querystring: getVendorQuerySchema, response: { 200: vendorListResponseSchema } } },
    async (request) => ({ items: [await vendors.getVendor(request.query.vendorId)] }),
  );

  app.get(
    `${BASE}/vendors`,
    { schema: { tags: ['vendors'], response: { 200: vendorListResponseSchema } } },
    async () => ({
      items: await vendors.listVendors(),
    }),
  );
}
