import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { contentPages } from './content.tables.js';

export type ContentRepo = ReturnType<typeof createContentRepo>;

export function createContentRepo(db: Db) {
  return {
    /** Runs `work` in one transaction, for the service's changes that go together. */
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

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
     * millisecond a browser can carry), in one conditional statement (the service records who did it in the same
     * transaction). Answers the saved row, or undefined when the page is gone or someone saved in between.
     */
    async replacePageIfUnchanged(
      change: { slug: string; content: unknown; expectedUpdatedAt: Date; now: Date },
      executor: Executor = db,
    ) {
      const [row] = await executor
        .update(contentPages)
        .set({ content: change.content, updatedAt: change.now })
        .where(
          and(
            eq(contentPages.slug, change.slug),
            sql`date_trunc('milliseconds', ${contentPages.updatedAt}) = ${change.expectedUpdatedAt.toISOString()}::timestamptz`,
          ),
        )
        .returning();
      return row;
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
