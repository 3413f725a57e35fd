import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../audit/index.js';
import { contentPages } from './content.tables.js';

export type ContentRepo = ReturnType<typeof createContentRepo>;

export function createContentRepo(db: Db) {
  return {
    async getPage(slug: string) {
      const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
      return row;
    },

    listPages() {
      return db
        .select({ slug: contentPages.slug, updatedAt: contentPages.updatedAt })
        .from(contentPages)
        .orderBy(asc(contentPages.slug));
    },

    /** The pages whose slug starts with `prefix` (a vendor's artist pages: `artist:{vendorId}:`). */
    listPagesStartingWith(prefix: string) {
      return db
        .select()
        .from(contentPages)
        .where(sql`starts_with(${contentPages.slug}, ${prefix})`)
        .orderBy(asc(contentPages.slug));
    },

    /**
     * Replaces a page only if it is still the version the editor started from (its `updated_at`, to the
     * millisecond a browser can carry), in one conditional statement, and records who did it in the same
     * transaction. Answers the saved row, or undefined when the page is gone or someone saved in between.
     */
    async replacePageIfUnchanged(
      change: { slug: string; content: unknown; expectedUpdatedAt: Date; now: Date },
      audit: { actorUserId: string; vendorId: string },
    ) {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(contentPages)
          .set({ content: change.content, updatedAt: change.now })
          .where(
            and(
              eq(contentPages.slug, change.slug),
              sql`date_trunc('milliseconds', ${contentPages.updatedAt}) = ${change.expectedUpdatedAt.toISOString()}::timestamptz`,
            ),
          )
          .returning();
        if (row) {
          await recordAudit(tx, {
            ...audit,
            action: 'content.update',
            entityType: 'content_page',
            entityId: change.slug,
          });
        }
        return row;
      });
    },

    /** Writes a page (new or replaced) in one statement. */
    async savePage(slug: string, content: unknown, now: Date) {
      const [row] = await db
        .insert(contentPages)
        .values({ slug, content, updatedAt: now })
        .onConflictDoUpdate({ target: contentPages.slug, set: { content, updatedAt: now } })
        .returning();
      return row;
    },
  };
}
