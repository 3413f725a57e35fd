import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../audit/index.js';
import { shortCodes, wristbands } from './links.tables.js';

export type LinksRepo = ReturnType<typeof createLinksRepo>;
export type ShortCodeRow = typeof shortCodes.$inferSelect;
export type WristbandRow = typeof wristbands.$inferSelect;

/** Who made a staff change, for the audit log (written in the same transaction as the change). */
export type Actor = { actorUserId: string; vendorId: string };

export function createLinksRepo(db: Db) {
  /** Runs a change and, when it changed a row, records it in the audit log in the same transaction. */
  function audited<Row>(
    actor: Actor,
    action: string,
    entity: { type: string; id: string },
    change: (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) => Promise<Row | undefined>,
  ): Promise<Row | undefined> {
    return db.transaction(async (tx) => {
      const row = await change(tx);
      if (row) {
        await recordAudit(tx, {
          ...actor,
          action,
          entityType: entity.type,
          entityId: entity.id,
          details: { after: row as Record<string, unknown> },
        });
      }
      return row;
    });
  }

  return {
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
    insertShortCode(values: typeof shortCodes.$inferInsert, actor: Actor): Promise<ShortCodeRow | undefined> {
      return audited(actor, 'short_code.create', { type: 'short_code', id: values.code }, async (tx) => {
        const [row] = await tx.insert(shortCodes).values(values).onConflictDoNothing().returning();
        return row;
      });
    },

    /** Retires the vendor's live code in one conditional statement; undefined when it is not one. */
    retireShortCode(actor: Actor, code: string, now: Date): Promise<ShortCodeRow | undefined> {
      return audited(actor, 'short_code.retire', { type: 'short_code', id: code }, async (tx) => {
        const [row] = await tx
          .update(shortCodes)
          .set({ retiredAt: now })
          .where(and(eq(shortCodes.code, code), eq(shortCodes.vendorId, actor.vendorId), isNull(shortCodes.retiredAt)))
          .returning();
        return row;
      });
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
    saveWristband(values: {
      nfcId: string;
      vendorId: string;
      overrideUrl: string | null;
      createdBy: string;
      now: Date;
    }): Promise<WristbandRow | undefined> {
      const actor = { actorUserId: values.createdBy, vendorId: values.vendorId };
      return audited(actor, 'wristband.save', { type: 'wristband', id: values.nfcId }, async (tx) => {
        const [row] = await tx
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
      });
    },

    retireWristband(actor: Actor, nfcId: string, now: Date): Promise<WristbandRow | undefined> {
      return audited(actor, 'wristband.retire', { type: 'wristband', id: nfcId }, async (tx) => {
        const [row] = await tx
          .update(wristbands)
          .set({ retiredAt: now, updatedAt: now })
          .where(
            and(eq(wristbands.nfcId, nfcId), eq(wristbands.vendorId, actor.vendorId), isNull(wristbands.retiredAt)),
          )
          .returning();
        return row;
      });
    },
  };
}
