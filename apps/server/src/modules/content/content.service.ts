import {
  type ArtistPageEdit,
  artistContentSchema,
  type ContentPageResponse,
  contentSlugs,
  pageContentSchema,
  type SessionUser,
  type VendorArtistPage,
} from '@queueless/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { auditedChange } from '../audit/index.js';
import type { Access } from '../staff/index.js';
import type { ContentRepo } from './content.repo.js';

type PageRow = NonNullable<Awaited<ReturnType<ContentRepo['getPage']>>>;

export type ContentService = ReturnType<typeof createContentService>;

/** Public page content read from the database; an operator's edit shows on the next load. */
export function createContentService(deps: {
  contentRepo: ContentRepo;
  access: Access;
  supportEmail: string | null;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { contentRepo, access, supportEmail, clock, log } = deps;

  /** A stored artist page as its vendor's staff see it; null when the stored content no longer fits its shape. */
  function toArtistPage(row: PageRow, prefix: string): VendorArtistPage | null {
    const parsed = artistContentSchema.safeParse(row.content);
    if (!parsed.success) {
      log.error({ slug: row.slug, issues: parsed.error.issues.slice(0, 5) }, 'stored artist page is invalid');
      return null;
    }
    return { name: row.slug.slice(prefix.length), content: parsed.data, updatedAt: row.updatedAt.toISOString() };
  }

  const artistPrefix = (vendorId: string) => contentSlugs.artist(vendorId, '');

  return {
    /** A vendor's artist pages (MANAGER and above of that vendor, read from the database on each call). */
    async listArtistPages(user: SessionUser, vendorId: string): Promise<VendorArtistPage[]> {
      await access.requireRole(user, vendorId, 'MANAGER');
      const prefix = artistPrefix(vendorId);
      const rows = await contentRepo.listPagesStartingWith(prefix);
      return rows.flatMap((row) => toArtistPage(row, prefix) ?? []);
    },

    /**
     * Saves a MANAGER's edit of the words and links of their vendor's artist page. The pictures are kept; the
     * whole page is checked against its shape before it is written; a page someone saved since the editor opened
     * it is refused (409), never overwritten.
     */
    async saveArtistPage(
      user: SessionUser,
      vendorId: string,
      name: string,
      edit: ArtistPageEdit,
    ): Promise<VendorArtistPage> {
      await access.requireRole(user, vendorId, 'MANAGER');
      const prefix = artistPrefix(vendorId);
      const slug = contentSlugs.artist(vendorId, name);
      const current = await contentRepo.getPage(slug);
      const page = current && toArtistPage(current, prefix);
      if (!page) throw new AppError('NOT_FOUND', 'Page not found.');
      const { expectedUpdatedAt, ...words } = edit;
      const content = artistContentSchema.parse({ ...page.content, ...words, kind: 'artist' });
      const saved = await contentRepo.transaction((tx) =>
        auditedChange(tx, {
          change: () =>
            contentRepo.replacePageIfUnchanged(
              { slug, content, expectedUpdatedAt: new Date(expectedUpdatedAt), now: clock() },
              tx,
            ),
          audit: () => ({
            actorUserId: user.userId,
            vendorId,
            action: 'content.update',
            entityType: 'content_page',
            entityId: slug,
          }),
        }),
      );
      if (!saved) {
        throw new AppError(
          'CONFLICT',
          'Someone else saved this page after you opened it. Reload it to see their changes, then edit again.',
        );
      }
      const answer = toArtistPage(saved, prefix);
      if (!answer) throw new Error(`artist page ${slug} was saved in a shape it cannot be read back in`);
      return answer;
    },

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
