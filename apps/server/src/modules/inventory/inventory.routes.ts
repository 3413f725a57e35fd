import {
  locationProductsPathSchema,
  productListResponseSchema,
  productPathSchema,
  productResponseSchema,
  updateProductBodySchema,
} from '@queueless/contracts';
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../app-types.js';
import { matchesIfNoneMatch } from '../../lib/etag.js';
import { requireUser } from '../../plugins/auth.js';

const BASE = '/inventory-service/v1/vendor-locations';

export function registerInventoryRoutes(app: AppInstance) {
  const { inventory, tokens } = app.services;
  app.addHook('onReady', async () => inventory.startMenuCache());
  app.addHook('onClose', async () => inventory.closeMenuCache());

  app.get(
    `${BASE}/:vendorLocationId/products`,
    {
      schema: {
        tags: ['inventory'],
        description: 'Public. Sends an ETag; answers 304 with no body when If-None-Match names it.',
        params: locationProductsPathSchema,
        response: { 200: productListResponseSchema },
      },
    },
    async (request, typedReply) => {
      const menu = await inventory.getMenu(request.params.vendorLocationId);
      // The body was serialized and checked against the 200 schema once, when it was cached:
      // it goes out as bytes, past the typed reply (which would serialize it again).
      const reply = typedReply as unknown as FastifyReply;
      // no-cache: a browser may keep the menu but asks every time, and a 304 carries no body.
      reply.header('etag', menu.etag).header('cache-control', 'no-cache');
      if (matchesIfNoneMatch(request.headers['if-none-match'], menu.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(menu.body);
    },
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
