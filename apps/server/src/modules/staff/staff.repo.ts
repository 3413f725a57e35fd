import type { Role } from '@queueless/contracts';
import { and, asc, eq, inArray, or, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { users } from '../identity/index.js';
import { vendorRoles } from './staff.tables.js';

export type StaffRepo = ReturnType<typeof createStaffRepo>;
export type VendorRoleRow = typeof vendorRoles.$inferSelect;

/**
 * The role a user holds at a vendor (null for none), matched through the user's phone number as
 * `roleOfUser` does, as a scalar subquery: for a statement that reads it together with what it
 * guards, so the role is still read from the database on that call, in the same round trip.
 */
export function roleOfUserSql(userId: string | Placeholder, vendorId: SQLWrapper): SQL<Role | null> {
  return sql<Role | null>`(select ${vendorRoles.role} from ${vendorRoles}
    inner join ${users} on ${users.phoneNumber} = ${vendorRoles.phoneNumber}
    where ${users.userId} = ${userId} and ${vendorRoles.vendorId} = ${vendorId})`;
}

export function createStaffRepo(db: Db) {
  // Every staff call reads the caller's role, so this one is a prepared statement: built and planned
  // once per connection rather than on each call.
  const roleOfUserQuery = db
    .select({
      vendorId: vendorRoles.vendorId,
      phoneNumber: vendorRoles.phoneNumber,
      name: vendorRoles.name,
      role: vendorRoles.role,
      createdAt: vendorRoles.createdAt,
      updatedAt: vendorRoles.updatedAt,
    })
    .from(vendorRoles)
    .innerJoin(users, eq(users.phoneNumber, vendorRoles.phoneNumber))
    .where(and(eq(users.userId, sql.placeholder('userId')), eq(vendorRoles.vendorId, sql.placeholder('vendorId'))))
    .prepare('vendor_auth_role_of_user');

  return {
    /** Runs `work` in one transaction, for the service's changes that go together. */
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    /** The role a user holds at a vendor, matched through the user's phone number. */
    async roleOfUser(userId: string, vendorId: string): Promise<VendorRoleRow | undefined> {
      const [row] = await roleOfUserQuery.execute({ userId, vendorId });
      return row;
    },

    /** Whether the user holds a role at any vendor (is staff somewhere). */
    async hasAnyRole(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ vendorId: vendorRoles.vendorId })
        .from(vendorRoles)
        .innerJoin(users, eq(users.phoneNumber, vendorRoles.phoneNumber))
        .where(eq(users.userId, userId))
        .limit(1);
      return row !== undefined;
    },

    /** Everyone with a role at a vendor, by name. */
    async listRoles(vendorId: string): Promise<VendorRoleRow[]> {
      return (
        db
          .select()
          .from(vendorRoles)
          // An API key's own role (decision 089) is the Integrations page's to show, not the team's.
          .where(and(eq(vendorRoles.vendorId, vendorId), sql`${vendorRoles.phoneNumber} not like 'key:%'`))
          .orderBy(asc(sql`lower(${vendorRoles.name})`), asc(vendorRoles.phoneNumber))
      );
    },

    /**
     * Locks, until the transaction ends, the vendor's SUPER_ADMIN rows and the rows of `phoneNumbers`,
     * in phone number order. Every role change takes this lock first, so two changes of one vendor that
     * could together remove its last SUPER_ADMIN run one after the other, and never wait on each other
     * in a cycle.
     */
    async lockRolesForChange(
      vendorId: string,
      phoneNumbers: string[],
      executor: Executor = db,
    ): Promise<VendorRoleRow[]> {
      return executor
        .select()
        .from(vendorRoles)
        .where(
          and(
            eq(vendorRoles.vendorId, vendorId),
            or(eq(vendorRoles.role, 'SUPER_ADMIN'), inArray(vendorRoles.phoneNumber, phoneNumbers)),
          ),
        )
        .orderBy(asc(vendorRoles.phoneNumber))
        .for('update');
    },

    /** Inserts a role; undefined when the phone number already has one at the vendor. */
    async insertRole(
      row: { vendorId: string; phoneNumber: string; name: string; role: VendorRoleRow['role']; now: Date },
      executor: Executor = db,
    ): Promise<VendorRoleRow | undefined> {
      const { now, ...values } = row;
      const [inserted] = await executor
        .insert(vendorRoles)
        .values({ ...values, createdAt: now, updatedAt: now })
        .onConflictDoNothing({ target: [vendorRoles.vendorId, vendorRoles.phoneNumber] })
        .returning();
      return inserted;
    },

    async updateRole(
      vendorId: string,
      phoneNumber: string,
      changes: { name: string; role: VendorRoleRow['role']; updatedAt: Date },
      executor: Executor = db,
    ): Promise<VendorRoleRow> {
      const [row] = await executor
        .update(vendorRoles)
        .set(changes)
        .where(and(eq(vendorRoles.vendorId, vendorId), eq(vendorRoles.phoneNumber, phoneNumber)))
        .returning();
      if (!row) throw new Error(`vendor role ${vendorId}/${phoneNumber} vanished while locked`);
      return row;
    },

    async deleteRole(vendorId: string, phoneNumber: string, executor: Executor = db): Promise<void> {
      await executor
        .delete(vendorRoles)
        .where(and(eq(vendorRoles.vendorId, vendorId), eq(vendorRoles.phoneNumber, phoneNumber)));
    },
  };
}
