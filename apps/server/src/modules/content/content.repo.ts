import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { contentPages } from '../../db/schema.js';

export type ContentRepo = ReturnType<typeof createContentRepo>;

export function createContentRepo(db: Db) {
  return {
    async getPage(slug: string) {
      const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug));
      return row;
    },
  };
}
