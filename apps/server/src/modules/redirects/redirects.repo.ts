import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shortCodes } from '../../db/schema.js';

export type RedirectsRepo = ReturnType<typeof createRedirectsRepo>;

export function createRedirectsRepo(db: Db) {
  return {
    async getShortCode(code: string) {
      const [row] = await db.select().from(shortCodes).where(eq(shortCodes.code, code));
      return row;
    },
  };
}
