import { getContentPage, getSiteSettings, listArtistPages, saveArtistPage } from '@queueless/contracts';
import type { AppInstance } from '../../app-types.js';
import { registerEndpoint } from '../../lib/route.js';
import type { TokenService } from '../../lib/tokens.js';
import { requireUser } from '../../plugins/auth.js';
import type { ContentService } from './content.service.js';

/** What these routes use: their module's services and the platform's (decision 080). */
export type ContentRoutesServices = { content: ContentService; tokens: TokenService };

export function registerContentRoutes(app: AppInstance, { content, tokens }: ContentRoutesServices) {
  // Staff (MANAGER and above) edit their own vendor's artist pages.
  registerEndpoint(app, listArtistPages, async (request) => {
    const user = await requireUser(request, tokens);
    return { pages: await content.listArtistPages(user, request.params.vendorId) };
  });

  registerEndpoint(app, saveArtistPage, async (request) => {
    const user = await requireUser(request, tokens);
    const { vendorId, name } = request.params;
    return { page: await content.saveArtistPage(user, vendorId, name, request.body) };
  });

  registerEndpoint(app, getContentPage, async (request) => ({ page: await content.getPage(request.params.slug) }));

  registerEndpoint(app, getSiteSettings, async () => ({ settings: content.getSettings() }));
}
