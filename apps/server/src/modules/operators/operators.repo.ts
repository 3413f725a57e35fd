import { and, asc, desc, eq, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { auditLog } from '../audit/index.js';
import { users } from '../identity/index.js';
import { vendorRoles } from '../staff/index.js';
import { vendorLocations } from '../vendor-locations/index.js';
import { vendors } from '../vendors/index.js';
import { operators } from './operators.tables.js';

export type OperatorsRepo = ReturnType<typeof createOperatorsRepo>;
export type OperatorRow = typeof operators.$inferSelect;
export type VendorRow = typeof vendors.$inferSelect;
export type LocationRow = typeof vendorLocations.$inferSelect;
export type NewVendor = Omit<typeof vendors.$inferInsert, 'createdAt' | 'suspendedAt'>;
export type NewLocation = Omit<typeof vendorLocations.$inferInsert, 'createdAt' | 'retiredAt'>;

export function createOperatorsRepo(db: Db) {
  return {
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** Announces a change on a channel, delivered to every API process when `tx` commits (never on rollback). */
    async notify(channel: string, payload: string, tx: Tx): Promise<void> {
      await tx.execute(sql`select pg_notify(${channel}, ${payload})`);
    },

    // ------------------------------------------------------------ operators

    async operatorOfUser(userId: string): Promise<OperatorRow | undefined> {
      const [row] = await db
        .select({ phoneNumber: operators.phoneNumber, name: operators.name, createdAt: operators.createdAt })
        .from(operators)
        .innerJoin(users, eq(users.phoneNumber, operators.phoneNumber))
        .where(eq(users.userId, userId));
      return row;
    },

    /** The vendors a user holds a role at, by name. */
    venuesOfUser(userId: string) {
      return db
        .select({
          vendorId: vendors.vendorId,
          name: vendors.name,
          role: vendorRoles.role,
          suspended: sql<boolean>`${vendors.suspendedAt} is not null`,
        })
        .from(vendorRoles)
        .innerJoin(users, eq(users.phoneNumber, vendorRoles.phoneNumber))
        .innerJoin(vendors, eq(vendors.vendorId, vendorRoles.vendorId))
        .where(eq(users.userId, userId))
        .orderBy(asc(vendors.name), asc(vendors.vendorId));
    },

    listOperators(): Promise<OperatorRow[]> {
      return db.select().from(operators).orderBy(asc(operators.name), asc(operators.phoneNumber));
    },

    /** Reads an operator and holds its row until the transaction ends. */
    async lockOperator(phoneNumber: string, tx: Tx): Promise<OperatorRow | undefined> {
      const [row] = await tx.select().from(operators).where(eq(operators.phoneNumber, phoneNumber)).for('update');
      return row;
    },

    /** Every operator, each row held until the transaction ends (removals take turns and never leave zero). */
    lockOperators(tx: Tx): Promise<OperatorRow[]> {
      return tx.select().from(operators).for('update');
    },

    /** Adds an operator, or renames one already there. */
    async saveOperator(phoneNumber: string, name: string, tx: Tx): Promise<void> {
      await tx
        .insert(operators)
        .values({ phoneNumber, name })
        .onConflictDoUpdate({ target: operators.phoneNumber, set: { name } });
    },

    async deleteOperator(phoneNumber: string, tx: Tx): Promise<void> {
      await tx.delete(operators).where(eq(operators.phoneNumber, phoneNumber));
    },

    // ------------------------------------------------------------ vendors

    async getVendor(vendorId: string, executor: Executor = db): Promise<VendorRow | undefined> {
      const [row] = await executor.select().from(vendors).where(eq(vendors.vendorId, vendorId));
      return row;
    },

    async lockVendor(vendorId: string, tx: Tx): Promise<VendorRow | undefined> {
      const [row] = await tx.select().from(vendors).where(eq(vendors.vendorId, vendorId)).for('update');
      return row;
    },

    listVendors(): Promise<VendorRow[]> {
      return db.select().from(vendors).orderBy(asc(vendors.name), asc(vendors.vendorId));
    },

    /** Inserts the vendor unless its id is taken (undefined then): of many creations at once, one gets in. */
    async insertVendor(vendor: NewVendor, tx: Tx): Promise<VendorRow | undefined> {
      const [row] = await tx.insert(vendors).values(vendor).onConflictDoNothing().returning();
      return row;
    },

    async updateVendor(vendorId: string, changes: Partial<VendorRow>, tx: Tx): Promise<VendorRow> {
      const [row] = await tx.update(vendors).set(changes).where(eq(vendors.vendorId, vendorId)).returning();
      return row!;
    },

    async insertSuperAdmin(role: { vendorId: string; phoneNumber: string; name: string }, tx: Tx): Promise<void> {
      await tx.insert(vendorRoles).values({ ...role, role: 'SUPER_ADMIN' });
    },

    // ------------------------------------------------------------ locations

    async getLocation(vendorLocationId: string): Promise<LocationRow | undefined> {
      const [row] = await db
        .select()
        .from(vendorLocations)
        .where(eq(vendorLocations.vendorLocationId, vendorLocationId));
      return row;
    },

    async lockLocation(vendorLocationId: string, tx: Tx): Promise<LocationRow | undefined> {
      const [row] = await tx
        .select()
        .from(vendorLocations)
        .where(eq(vendorLocations.vendorLocationId, vendorLocationId))
        .for('update');
      return row;
    },

    listLocations(vendorId: string): Promise<LocationRow[]> {
      return db
        .select()
        .from(vendorLocations)
        .where(eq(vendorLocations.vendorId, vendorId))
        .orderBy(sql`${vendorLocations.displayOrder} asc nulls last`, asc(vendorLocations.vendorLocationId));
    },

    /** Inserts the location unless its id is taken, at any vendor (undefined then). */
    async insertLocation(location: NewLocation, tx: Tx): Promise<LocationRow | undefined> {
      const [row] = await tx.insert(vendorLocations).values(location).onConflictDoNothing().returning();
      return row;
    },

    async updateLocation(vendorLocationId: string, changes: Partial<LocationRow>, tx: Tx): Promise<LocationRow> {
      const [row] = await tx
        .update(vendorLocations)
        .set(changes)
        .where(eq(vendorLocations.vendorLocationId, vendorLocationId))
        .returning();
      return row!;
    },

    // ------------------------------------------------------------ audit log

    /** A vendor's audit log, newest first, `limit` rows after the cursor (created time, then id). */
    async auditPage(filter: {
      vendorId: string;
      phoneNumber?: string;
      entityType?: string;
      from?: Date;
      to?: Date;
      after?: { at: string; id: string };
      limit: number;
    }) {
      const conditions: (SQL | undefined)[] = [eq(auditLog.vendorId, filter.vendorId)];
      if (filter.phoneNumber) conditions.push(eq(users.phoneNumber, filter.phoneNumber));
      if (filter.entityType) conditions.push(eq(auditLog.entityType, filter.entityType));
      if (filter.from) conditions.push(gte(auditLog.createdAt, filter.from));
      if (filter.to) conditions.push(lte(auditLog.createdAt, filter.to));
      if (filter.after) {
        const at = sql`${filter.after.at}::timestamptz`;
        conditions.push(
          or(lt(auditLog.createdAt, at), and(eq(auditLog.createdAt, at), lt(auditLog.id, Number(filter.after.id)))),
        );
      }
      return db
        .select({
          id: auditLog.id,
          at: sql<string>`to_char(${auditLog.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
          actorUserId: auditLog.actorUserId,
          // An API key acts as a user of its own whose "phone" is `key:<apiKeyId>` and whose first name is the key's
          // name (decision 089): the log names the key, not that stand-in number.
          actorPhoneNumber: sql<
            string | null
          >`case when ${users.phoneNumber} like 'key:%' then null else ${users.phoneNumber} end`,
          actorApiKeyName: sql<string | null>`case when ${users.phoneNumber} like 'key:%' then ${users.firstName} end`,
          action: auditLog.action,
          entityType: auditLog.entityType,
          entityId: auditLog.entityId,
          details: auditLog.details,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.userId, auditLog.actorUserId))
        .where(and(...conditions))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(filter.limit);
    },
  };
}
