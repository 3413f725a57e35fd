import { getLocationProducts, updateProduct } from '@queueless/contracts';
import type { FastifyReply } from 'fastify';
import type { AppInstance } from '../../app-types.js';
import { matchesIfNoneMatch } from '../../lib/etag.js';
import { registerEndpoint } from '../../lib/route.js';
import { requireUser } from '../../plugins/auth.js';

export function registerInventoryRoutes(app: AppInstance) {
  const { inventory, tokens } = app.services;
  app.addHook('onReady', async () => inventory.startMenuCache());
  app.addHook('onClose', async () => inventory.closeMenuCache());

  registerEndpoint(app, getLocationProducts, async (request, typedReply) => {
    const menu = await inventory.getMenu(request.params.vendorLocationId);
    // The body was serialized and checked against the 200 schema once, when it was cached:
    // it goes out as bytes, past the typed reply (which would serialize it again).
    const reply = typedReply as unknown as FastifyReply;
    // no-cache: a browser may keep the menu but asks every time, and a 304 carries no body.
    reply.header('etag', menu.etag).header('cache-control', 'no-cache');
    if (matchesIfNoneMatch(request.headers['if-none-match'], menu.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(menu.body);
  });

  registerEndpoint(app, updateProduct, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorLocationId, productId } = request.params;
    return { item: await inventory.updateProduct(user, vendorLocationId, productId, request.body) };
  });
}
