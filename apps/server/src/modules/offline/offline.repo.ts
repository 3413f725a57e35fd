import type { OfflineOrder, OfflineReservation } from '@queueless/contracts';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { gleventsTable, reservations } from '../guestlists/index.js';
import { users } from '../identity/index.js';
import { orderItems, orders } from '../orders/index.js';
import { vendorLocations } from '../vendor-locations/index.js';
import { deviceScans, devices } from './offline.tables.js';

export type OfflineRepo = ReturnType<typeof createOfflineRepo>;
export type DeviceRow = typeof devices.$inferSelect;
export type DeviceScanRow = typeof deviceScans.$inferSelect;

const personName = (first: unknown, last: unknown) =>
  sql<string>`trim(coalesce(${first}, '') || ' ' || coalesce(${last}, ''))`;

/** The offline module's statements: devices, their scans, and the reads a door and a bar download. */
export function createOfflineRepo(db: Db) {
  return {
    db,

    async insertDevice(values: typeof devices.$inferInsert): Promise<DeviceRow> {
      const [row] = await db.insert(devices).values(values).returning();
      if (!row) throw new Error('device not inserted');
      return row;
    },

    async deviceByTokenHash(tokenHash: string): Promise<DeviceRow | undefined> {
      const [row] = await db.select().from(devices).where(eq(devices.tokenHash, tokenHash));
      return row;
    },

    async getDevice(deviceId: string, executor: Executor = db): Promise<DeviceRow | undefined> {
      const [row] = await executor.select().from(devices).where(eq(devices.deviceId, deviceId));
      return row;
    },

    async listDevices(vendorId: string): Promise<DeviceRow[]> {
      return db
        .select()
        .from(devices)
        .where(eq(devices.vendorId, vendorId))
        .orderBy(desc(devices.enrolledAt), desc(devices.deviceId))
        .limit(500);
    },

    /** Revokes it once; a revoked one stays as it was. */
    async revokeDevice(deviceId: string, by: string, at: Date): Promise<void> {
      await db
        .update(devices)
        .set({ revokedAt: at, revokedBy: by })
        .where(and(eq(devices.deviceId, deviceId), sql`${devices.revokedAt} is null`));
    },

    async recordSync(deviceId: string, values: { at: Date; waitingCount?: number; offlineSince?: Date | null }) {
      await db
        .update(devices)
        .set({ lastSyncAt: values.at, waitingCount: values.waitingCount, offlineSince: values.offlineSince })
        .where(eq(devices.deviceId, deviceId));
    },

    async locationOfVendor(vendorId: string, vendorLocationId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: vendorLocations.vendorLocationId })
        .from(vendorLocations)
        .where(
          and(
            eq(vendorLocations.vendorId, vendorId),
            sql`upper(${vendorLocations.vendorLocationId}) = upper(${vendorLocationId})`,
          ),
        );
      return row !== undefined;
    },

    async glevent(gleventId: string) {
      const [row] = await db
        .select({
          gleventId: gleventsTable.gleventId,
          vendorId: gleventsTable.vendorId,
          name: gleventsTable.name,
          endTime: gleventsTable.endTime,
        })
        .from(gleventsTable)
        .where(eq(gleventsTable.gleventId, gleventId));
      return row;
    },

    /** The event's reservations a door needs: name, party size and state (cancelled ones left out), or the ones named. */
    async doorReservations(gleventId: string, only?: string[], executor: Executor = db): Promise<OfflineReservation[]> {
      if (only && only.length === 0) return [];
      return executor
        .select({
          reservationId: reservations.reservationId,
          name: personName(
            sql`coalesce(${reservations.firstName}, ${users.firstName})`,
            sql`case when ${reservations.firstName} is null then ${users.lastName} else ${reservations.lastName} end`,
          ),
          quantity: reservations.quantity,
          reservationStatus: sql<string>`${reservations.reservationStatus}::text`,
        })
        .from(reservations)
        .innerJoin(users, eq(users.userId, reservations.userId))
        .where(
          and(
            eq(reservations.gleventId, gleventId),
            only ? inArray(reservations.reservationId, only) : ne(reservations.reservationStatus, 'CANCELLED'),
          ),
        )
        .orderBy(asc(reservations.reservationId));
    },

    /** The location's orders a bar needs: paid and not handed over (or the ones named, in any state), with their lines. */
    async barOrders(vendorLocationId: string, only?: string[], executor: Executor = db): Promise<OfflineOrder[]> {
      if (only && only.length === 0) return [];
      const rows = await executor
        .select({
          orderId: orders.orderId,
          status: sql<string>`${orders.status}::text`,
          customerName: personName(users.firstName, users.lastName),
          items: sql<OfflineOrder['items']>`coalesce((select json_agg(json_build_object('name', i.name,
            'variantName', i.variant_name, 'quantity', i.quantity) order by i.line_no)
            from ${orderItems} i where i.order_id = ${orders.orderId}), '[]'::json)`,
        })
        .from(orders)
        .innerJoin(users, eq(users.userId, orders.userId))
        .where(
          and(
            eq(orders.vendorLocationId, vendorLocationId),
            only ? inArray(orders.orderId, only) : eq(orders.status, 'PAID'),
          ),
        )
        .orderBy(asc(orders.orderId));
      return rows;
    },

    /** Takes the scan's id for this device; false when it was taken already (the scan was applied before). */
    async claimScan(tx: Executor, values: typeof deviceScans.$inferInsert): Promise<boolean> {
      const rows = await tx
        .insert(deviceScans)
        .values(values)
        .onConflictDoNothing({ target: deviceScans.scanId })
        .returning({ scanId: deviceScans.scanId });
      return rows.length === 1;
    },

    async settleScan(
      tx: Executor,
      scanId: string,
      values: Pick<DeviceScanRow, 'outcome' | 'reason' | 'firstUse'>,
    ): Promise<void> {
      await tx.update(deviceScans).set(values).where(eq(deviceScans.scanId, scanId));
    },

    async getScan(scanId: string, executor: Executor = db): Promise<DeviceScanRow | undefined> {
      const [row] = await executor.select().from(deviceScans).where(eq(deviceScans.scanId, scanId));
      return row;
    },

    /** The applied scan of this target, with its device's name: where and when a code was first used offline. */
    async appliedScanOf(tx: Executor, targetId: string) {
      const [row] = await tx
        .select({ scannedAt: deviceScans.scannedAt, deviceName: devices.name })
        .from(deviceScans)
        .innerJoin(devices, eq(devices.deviceId, deviceScans.deviceId))
        .where(and(eq(deviceScans.targetId, targetId), eq(deviceScans.outcome, 'applied')))
        .limit(1);
      return row;
    },

    async scanReports(vendorId: string) {
      return db
        .select({ scan: deviceScans, deviceName: devices.name, gleventId: devices.gleventId })
        .from(deviceScans)
        .innerJoin(devices, eq(devices.deviceId, deviceScans.deviceId))
        .where(and(eq(deviceScans.vendorId, vendorId), ne(deviceScans.outcome, 'applied')))
        .orderBy(desc(deviceScans.receivedAt), desc(deviceScans.scanId))
        .limit(200);
    },

    async namesOf(kind: 'check_in' | 'hand_over', ids: string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows =
        kind === 'check_in'
          ? await db
              .select({
                id: reservations.reservationId,
                name: personName(
                  sql`coalesce(${reservations.firstName}, ${users.firstName})`,
                  sql`case when ${reservations.firstName} is null then ${users.lastName} else ${reservations.lastName} end`,
                ),
              })
              .from(reservations)
              .innerJoin(users, eq(users.userId, reservations.userId))
              .where(inArray(reservations.reservationId, ids))
          : await db
              .select({ id: orders.orderId, name: personName(users.firstName, users.lastName) })
              .from(orders)
              .innerJoin(users, eq(users.userId, orders.userId))
              .where(inArray(orders.orderId, ids));
      return new Map(rows.map((row) => [row.id, row.name]));
    },

    async orderOwnedBy(orderId: string, userId: string) {
      const [row] = await db
        .select({
          orderId: orders.orderId,
          vendorLocationId: orders.vendorLocationId,
          createdAt: orders.createdAt,
          status: orders.status,
        })
        .from(orders)
        .where(and(eq(orders.orderId, orderId), eq(orders.userId, userId)));
      return row;
    },

    async reservationOwnedBy(reservationId: string, userId: string) {
      const [row] = await db
        .select({
          reservationId: reservations.reservationId,
          gleventId: reservations.gleventId,
          endTime: gleventsTable.endTime,
          reservationStatus: reservations.reservationStatus,
        })
        .from(reservations)
        .innerJoin(gleventsTable, eq(gleventsTable.gleventId, reservations.gleventId))
        .where(and(eq(reservations.reservationId, reservationId), eq(reservations.userId, userId)));
      return row;
    },

    async orderAt(tx: Executor, orderId: string) {
      const [row] = await tx
        .select({
          orderId: orders.orderId,
          vendorLocationId: orders.vendorLocationId,
          status: orders.status,
          completedAt: orders.completedAt,
          completedBy: orders.completedBy,
        })
        .from(orders)
        .where(eq(orders.orderId, orderId));
      return row;
    },
  };
}
