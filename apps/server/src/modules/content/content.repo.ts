import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentPages } from '../../db/schema.js';

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
