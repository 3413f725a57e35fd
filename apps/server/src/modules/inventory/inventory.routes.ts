import {
  archiveLocationProduct,
  archiveOptionGroup,
  changeProductStock,
  copyLocationMenu,
  createLocationProduct,
  createOptionGroup,
  editLocationProduct,
  editOptionGroup,
  exportLocationMenu,
  getLocationProducts,
  importLocationMenu,
  listOptionGroups,
  setOptionAvailability,
  updateProduct,
} from '@queueless/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types.js';
import { AppError } from '../../lib/app-error.js';
import { matchesIfNoneMatch } from '../../lib/etag.js';
import { languageOf } from '../../lib/i18n.js';
import { LANGUAGE_VARY, requestLanguage } from '../../lib/request-language.js';
import { registerEndpoint } from '../../lib/route.js';
import type { TokenService } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/auth.js';
import { wordError } from '../../plugins/customer-errors.js';
import type { InventoryService } from './inventory.service.js';
import type { MenuTransferService } from './menu-transfer.service.js';
import type { OptionGroupsService } from './option-groups.service.js';
import type { ProductsService } from './products.service.js';

/** A menu CSV of 10,000 rows with long descriptions fits; anything larger is refused before it is read. */
const MENU_IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large.');

/**
 * The import's body as text: only text/csv (or text/plain), refused by its declared length before a byte is read and
 * by the bytes counted as they come, past MENU_IMPORT_BODY_LIMIT.
 */
async function readMenuCsv(request: FastifyRequest): Promise<string> {
  if (!/^text\/(csv|plain)\s*(;|$)/i.test(request.headers['content-type'] ?? '')) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the menu as text/csv.');
  }
  if (Number(request.headers['content-length'] ?? 0) > MENU_IMPORT_BODY_LIMIT) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request.raw as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MENU_IMPORT_BODY_LIMIT) throw tooLarge();
    chunks.push(chunk);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}

/** What these routes use: their module's services and the platform's (decision 080). */
export type InventoryRoutesServices = {
  inventory: InventoryService;
  products: ProductsService;
  menuTransfer: MenuTransferService;
  optionGroups: OptionGroupsService;
  tokens: TokenService;
};

export function registerInventoryRoutes(
  app: AppInstance,
  { inventory, products, menuTransfer, optionGroups, tokens }: InventoryRoutesServices,
) {
  // Option groups (issue 39): defined once per location, attached to products in order.
  registerEndpoint(app, listOptionGroups, async (request) => {
    const user = await requireUser(request, tokens);
    return { items: await optionGroups.listGroups(user, request.params.vendorLocationId) };
  });

  registerEndpoint(app, createOptionGroup, async (request, reply) => {
    const user = await requireUser(request, tokens);
    const optionGroup = await optionGroups.createGroup(user, request.params.vendorLocationId, request.body);
    return reply.code(201).send({ optionGroup });
  });

  registerEndpoint(app, editOptionGroup, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorLocationId, optionGroupId } = request.params;
    return { optionGroup: await optionGroups.editGroup(user, vendorLocationId, optionGroupId, request.body) };
  });

  registerEndpoint(app, archiveOptionGroup, async (request, reply) => {
    const user = await requireUser(request, tokens);
    await optionGroups.archiveGroup(user, request.params.vendorLocationId, request.params.optionGroupId);
    return reply.code(204).send(null);
  });

  registerEndpoint(app, setOptionAvailability, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorLocationId, optionGroupId, optionId } = request.params;
    const optionGroup = await optionGroups.setOptionAvailability(
      user,
      vendorLocationId,
      optionGroupId,
      optionId,
      request.body.isAvailable,
    );
    return { optionGroup };
  });

  app.addHook('onReady', async () => inventory.startMenuCache());
  app.addHook('onClose', async () => inventory.closeMenuCache());

  registerEndpoint(app, getLocationProducts, async (request, typedReply) => {
    // Issue 44: the menu in the request's language; each language's body has its own ETag (decision 096).
    const language = requestLanguage(request, { query: request.query.lang });
    const menu = await inventory.getMenu(request.params.vendorLocationId, language);
    // The body was serialized and checked against the 200 schema once, when it was cached:
    // it goes out as bytes, past the typed reply (which would serialize it again).
    const reply = typedReply as unknown as FastifyReply;
    // no-cache: a browser may keep the menu but asks every time, and a 304 carries no body. Vary: a cache keeps one
    // copy per language.
    reply.header('etag', menu.etag).header('cache-control', 'no-cache').header('vary', LANGUAGE_VARY);
    if (matchesIfNoneMatch(request.headers['if-none-match'], menu.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(menu.body);
  });

  registerEndpoint(app, updateProduct, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorLocationId, productId } = request.params;
    return { item: await inventory.updateProduct(user, vendorLocationId, productId, request.body) };
  });

  registerEndpoint(app, createLocationProduct, async (request, reply) => {
    const user = await requireUser(request, tokens);
    const item = await products.createProduct(user, request.params.vendorLocationId, request.body);
    return reply.code(201).send({ item });
  });

  registerEndpoint(app, editLocationProduct, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorLocationId, productId } = request.params;
    return { item: await products.editProduct(user, vendorLocationId, productId, request.body) };
  });

  registerEndpoint(app, archiveLocationProduct, async (request, reply) => {
    const user = await requireUser(request, tokens);
    await products.archiveProduct(user, request.params.vendorLocationId, request.params.productId);
    return reply.code(204).send(null);
  });

  registerEndpoint(app, changeProductStock, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorLocationId, productId } = request.params;
    return { item: await products.changeStock(user, vendorLocationId, productId, request.body) };
  });

  registerEndpoint(app, copyLocationMenu, async (request, reply) => {
    const user = await requireUser(request, tokens);
    const items = await products.copyMenu(user, request.params.vendorLocationId, request.body.fromVendorLocationId);
    return reply.code(201).send({ items });
  });

  registerEndpoint(app, exportLocationMenu, async (request, reply) => {
    const user = await requireUser(request, tokens);
    const csv = await menuTransfer.exportMenu(user, request.params.vendorLocationId);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="menu-${request.params.vendorLocationId}.csv"`)
      .header('cache-control', 'no-store')
      .send(csv);
  });

  // Its own scope: the import's body is CSV text, left unread until the service has authorised the caller (as a
  // photo upload's is), then read as bytes up to the limit (issue 37, F9).
  app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    registerEndpoint(scope, importLocationMenu, async (request) => {
      const user = await requireUser(request, tokens);
      const dryRun = request.query.dryRun === 'true';
      const answer = await menuTransfer.importMenu(
        user,
        request.params.vendorLocationId,
        () => readMenuCsv(request),
        dryRun,
      );
      // The check's row problems in the manager's language, as a refused import's are by the error handler (097).
      const language = languageOf(request.headers['accept-language']);
      const errors = answer.errors.map((error) => ({ ...error, message: wordError(error.message, language) }));
      return { ...answer, errors };
    });
  });
}
