import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { shortCodes, wristbands } from './links.tables.js';

export type LinksRepo = ReturnType<typeof createLinksRepo>;
export type ShortCodeRow = typeof shortCodes.$inferSelect;
export type WristbandRow = typeof wristbands.$inferSelect;

export function createLinksRepo(db: Db) {
  return {
    /** Runs `work` in one transaction, for the service's changes that go together (an audited change). */
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** A code that still resolves (not retired), in any case: codes are one namespace whatever the case. */
    async getLiveShortCode(code: string): Promise<ShortCodeRow | undefined> {
      const [row] = await db
        .select()
        .from(shortCodes)
        .where(and(sql`lower(${shortCodes.code}) = lower(${code})`, isNull(shortCodes.retiredAt)));
      return row;
    },

    listShortCodes(vendorId: string): Promise<ShortCodeRow[]> {
      return db.select().from(shortCodes).where(eq(shortCodes.vendorId, vendorId)).orderBy(desc(shortCodes.createdAt));
    },

    /** Inserts the code, or returns undefined when it is taken (retired codes stay taken). */
    async insertShortCode(values: typeof shortCodes.$inferInsert, executor: Executor = db) {
      const [row] = await executor.insert(shortCodes).values(values).onConflictDoNothing().returning();
      return row as ShortCodeRow | undefined;
    },

    /** Retires the vendor's live code in one conditional statement; undefined when it is not one. */
    async retireShortCode(vendorId: string, code: string, now: Date, executor: Executor = db) {
      const [row] = await executor
        .update(shortCodes)
        .set({ retiredAt: now })
        .where(and(eq(shortCodes.code, code), eq(shortCodes.vendorId, vendorId), isNull(shortCodes.retiredAt)))
        .returning();
      return row as ShortCodeRow | undefined;
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
    async saveWristband(
      values: { nfcId: string; vendorId: string; overrideUrl: string | null; createdBy: string; now: Date },
      executor: Executor = db,
    ): Promise<WristbandRow | undefined> {
      const [row] = await executor
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

    async retireWristband(vendorId: string, nfcId: string, now: Date, executor: Executor = db) {
      const [row] = await executor
        .update(wristbands)
        .set({ retiredAt: now, updatedAt: now })
        .where(and(eq(wristbands.nfcId, nfcId), eq(wristbands.vendorId, vendorId), isNull(wristbands.retiredAt)))
        .returning();
      return row as WristbandRow | undefined;
    },
  };
}
