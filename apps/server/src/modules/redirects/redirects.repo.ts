import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { shortCodes, wristbands } from '../../db/schema.js';

export type RedirectsRepo = ReturnType<typeof createRedirectsRepo>;
export type ShortCodeRow = typeof shortCodes.$inferSelect;
export type WristbandRow = typeof wristbands.$inferSelect;

export function createRedirectsRepo(db: Db) {
  return {
    /** A code that still resolves (not retired). */
    async getLiveShortCode(code: string): Promise<ShortCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(shortCodes)
        .where(and(eq(shortCodes.code, code), isNull(shortCodes.retiredAt)));
      return row;
    },

    listShortCodes(vendorId: string): Promise<ShortCodeRow[]> {
      return db.select().from(shortCodes).where(eq(shortCodes.vendorId, vendorId)).orderBy(desc(shortCodes.createdAt));
    },

    /** Inserts the code, or returns undefined when it is taken (retired codes stay taken). */
    async insertShortCode(values: typeof shortCodes.$inferInsert): Promise<ShortCodeRow | undefined> {
      const [row] = await db.insert(shortCodes).values(values).onConflictDoNothing().returning();
      return row;
    },

    /** Retires the vendor's live code in one conditional statement; undefined when it is not one. */
    async retireShortCode(vendorId: string, code: string, now: Date): Promise<ShortCodeRow | undefined> {
      const [row] = await db
        .update(shortCodes)
        .set({ retiredAt: now })
        .where(and(eq(shortCodes.code, code), eq(shortCodes.vendorId, vendorId), isNull(shortCodes.retiredAt)))
        .returning();
      return row;
    },

    async getShortCode(code: string): Promise<ShortCodeRow | undefined> {
      const [row] = await db.select().from(shortCodes).where(eq(shortCodes.code, code));
      return row;
    },

    async getWristband(nfcId: string): Promise<WristbandRow | undefined> {
      const [row] = await db.select().from(wristbands).where(eq(wristbands.nfcId, nfcId));
      return row;
    },

    listWristbands(vendorId: string): Promise<WristbandRow[]> {
      return db.select().from(wristbands).where(eq(wristbands.vendorId, vendorId)).orderBy(desc(wristbands.updatedAt));
    },

    /**
     * Maps a band to the vendor in one statement: a new band, an unassigned or retired one, or one
     * the vendor already holds. Undefined when another vendor holds it.
     */
    async saveWristband(values: {
      nfcId: string;
      vendorId: string;
      overrideUrl: string | null;
      createdBy: string;
      now: Date;
    }): Promise<WristbandRow | undefined> {
      const [row] = await db
        .insert(wristbands)
        .values({
          nfcId: values.nfcId,
          vendorId: values.vendorId,
          overrideUrl: values.overrideUrl,
          createdBy: values.createdBy,
          createdAt: values.now,
          updatedAt: values.now,
        })
        .onConflictDoUpdate({
          target: wristbands.nfcId,
          set: {
            vendorId: values.vendorId,
            overrideUrl: values.overrideUrl,
            createdBy: values.createdBy,
            retiredAt: null,
            updatedAt: values.now,
          },
          setWhere: or(
            isNull(wristbands.vendorId),
            sql`${wristbands.retiredAt} is not null`,
            eq(wristbands.vendorId, values.vendorId),
          ),
        })
        .returning();
      return row;
    },

    async retireWristband(vendorId: string, nfcId: string, now: Date): Promise<WristbandRow | undefined> {
      const [row] = await db
        .update(wristbands)
        .set({ retiredAt: now, updatedAt: now })
        .where(and(eq(wristbands.nfcId, nfcId), eq(wristbands.vendorId, vendorId), isNull(wristbands.retiredAt)))
        .returning();
      return row;
    },
  };
}
