import { redirectResponseSchema, shortCodePathSchema } from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';

const BASE = '/redirect-service/v1';

export function registerRedirectsRoutes(app: AppInstance) {
  const { redirects } = app.services;

  app.get(
    `${BASE}/short-code-redirects/:code`,
    { schema: { tags: ['redirects'], params: shortCodePathSchema, response: { 200: redirectResponseSchema } } },
    async (request) => ({ redirect: await redirects.getRedirect(request.params.code) }),
  );
}
