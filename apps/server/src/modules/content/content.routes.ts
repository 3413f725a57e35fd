import { contentPagePathSchema, contentPageResponseSchema, siteSettingsResponseSchema } from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';

const BASE = '/content-service/v1';

export function registerContentRoutes(app: AppInstance) {
  const { content } = app.services;

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
