import {
  artistPageEditBodySchema,
  contentPagePathSchema,
  contentPageResponseSchema,
  siteSettingsResponseSchema,
  vendorArtistPagePathSchema,
  vendorArtistPageResponseSchema,
  vendorArtistPagesPathSchema,
  vendorArtistPagesResponseSchema,
} from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { requireUser } from '../../plugins/auth.js';

const BASE = '/content-service/v1';
const bearer = [{ bearerAuth: [] }];

export function registerContentRoutes(app: AppInstance) {
  const { content, tokens } = app.services;

  // Staff (MANAGER and above) edit their own vendor's artist pages.
  app.get(
    `${BASE}/admin/vendors/:vendorId/artist-pages`,
    {
      schema: {
        tags: ['content'],
        security: bearer,
        params: vendorArtistPagesPathSchema,
        response: { 200: vendorArtistPagesResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      return { pages: await content.listArtistPages(user, request.params.vendorId) };
    },
  );

  app.put(
    `${BASE}/admin/vendors/:vendorId/artist-pages/:name`,
    {
      schema: {
        tags: ['content'],
        security: bearer,
        params: vendorArtistPagePathSchema,
        body: artistPageEditBodySchema,
        response: { 200: vendorArtistPageResponseSchema },
      },
    },
    async (request) => {
      const user = await requireUser(request, tokens);
      const { vendorId, name } = request.params;
      return { page: await content.saveArtistPage(user, vendorId, name, request.body) };
    },
  );

  app.get(
    `${BASE}/pages/:slug`,
    {
      schema: {
        tags: ['content'],
        description: 'Public page content: landing, festival:{page}, artist:{vendorId}:{name}.',
        params: contentPagePathSchema,
        response: { 200: contentPageResponseSchema },
      },
    },
    async (request) => ({ page: await content.getPage(request.params.slug) }),
  );

  app.get(
    `${BASE}/settings`,
    { schema: { tags: ['content'], response: { 200: siteSettingsResponseSchema } } },
    async () => ({ settings: content.getSettings() }),
  );
}
