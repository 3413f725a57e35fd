import {
  locationProductsPathSchema,
  productListResponseSchema,
  productPathSchema,
  productResponseSchema,
  updateProductBodySchema,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { requireUser } from '../../plugins/auth.js';

const BASE = '/inventory-service/v1/vendor-locations';

export function registerInventoryRoutes(app: AppInstance) {
  const { inventory, tokens } = app.services;

  app.get(
    `${BASE}/:vendorLocationId/products`,
    {
      schema: {
        tags: ['inventory'],
        params: locationProductsPathSchema,
        response: { 200: productListResponseSchema },
      },
    },
    async (request) => ({ items: await inventory.listProducts(request.params.vendorLocationId) }),
  );

  app.put(
    `${BASE}/:vendorLocationId/products-v2/:productId`,
    {
      schema: {
        tags: ['inventory'],
        security: [{ bearerAuth: [] }],
        params: productPathSchema,
        body: updateProductBodySchema,
        response: { 200: productResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      const { vendorLocationId, productId } = request.params;
      return { item: await inventory.updateProduct(user, vendorLocationId, productId, request.body) };
    },
  );
}
