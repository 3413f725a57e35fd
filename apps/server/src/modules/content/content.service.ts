import { type ContentPageResponse, pageContentSchema } from '@queueless/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { ContentRepo } from './content.repo.js';

export type ContentService = ReturnType<typeof createContentService>;

/** Public page content read from the database; an operator's edit shows on the next load. */
export function createContentService(deps: {
  contentRepo: ContentRepo;
  supportEmail: string | null;
  log: FastifyBaseLogger;
}) {
  const { contentRepo, supportEmail, log } = deps;
  return {
    async getPage(slug: string): Promise<ContentPageResponse['page']> {
      const row = await contentRepo.getPage(slug.toLowerCase());
      if (!row) throw new AppError('NOT_FOUND', 'Page not found.');
      const parsed = pageContentSchema.safeParse(row.content);
      if (!parsed.success) {
        // An edit that does not fit the page's shape: say so in the log, never serve half a page.
        log.error({ slug, issues: parsed.error.issues.slice(0, 5) }, 'stored page content is invalid');
        throw new AppError('INTERNAL', 'This page is unavailable right now.');
      }
      return { slug: row.slug, content: parsed.data, updatedAt: row.updatedAt.toISOString() };
    },

    getSettings() {
      return { supportEmail };
    },
  };
}
