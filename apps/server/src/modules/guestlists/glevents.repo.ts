import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { isVendorOpenToPublicSql, vendors } from '../vendors/index.js';
import { gleventsTable } from './guestlists.tables.js';

export type GleventsRepo = ReturnType<typeof createGleventsRepo>;
export type GleventRow = typeof gleventsTable.$inferSelect;

/** The fields a manager sets on a guest-list event. */
export type GleventFields = Omit<GleventRow, 'gleventId' | 'vendorId' | 'reservedCount' | 'createdAt' | 'updatedAt'>;

/** Mean radius of the Earth in miles (the haversine's R). */
export const EARTH_RADIUS_MILES = 3958.7613;

export type DistanceSearch = { latitude: number; longitude: number; radiusMiles: number; now: Date; limit: number };

/**
 * The smallest latitude/longitude box that holds every point within `radiusMiles` of the centre, so
 * the btree on (latitude, longitude) can narrow the search before the exact distance is measured.
 * Near a pole or across the antimeridian the longitude bound is dropped (the box would wrap).
 */
export function boundingBox({ latitude, longitude, radiusMiles }: Omit<DistanceSearch, 'now' | 'limit'>) {
  const angle = radiusMiles / EARTH_RADIUS_MILES;
  const toDegrees = (radians: number) => (radians * 180) / Math.PI;
  const latSpan = toDegrees(angle);
  const minLat = Math.max(-90, latitude - latSpan);
  const maxLat = Math.min(90, latitude + latSpan);
  const sinRatio = Math.sin(angle) / Math.cos((latitude * Math.PI) / 180);
  if (minLat <= -90 || maxLat >= 90 || sinRatio >= 1) return { minLat, maxLat, minLng: null, maxLng: null };
  const lngSpan = toDegrees(Math.asin(sinRatio));
  const minLng = longitude - lngSpan;
  const maxLng = longitude + lngSpan;
  if (minLng < -180 || maxLng > 180) return { minLat, maxLat, minLng: null, maxLng: null };
  // A hair wider than exact, so rounding never drops a point the haversine keeps.
  return { minLat: minLat - 1e-9, maxLat: maxLat + 1e-9, minLng: minLng - 1e-9, maxLng: maxLng + 1e-9 };
}

/** Great-circle distance from a point to the event's coordinates, in miles (SQL). */
function distanceSql(latitude: number, longitude: number) {
  return sql<number>`(${EARTH_RADIUS_MILES}::float8 * 2 * asin(least(1, sqrt(
    power(sin(radians(${gleventsTable.latitude} - ${latitude}::float8) / 2), 2)
    + cos(radians(${latitude}::float8)) * cos(radians(${gleventsTable.latitude}))
      * power(sin(radians(${gleventsTable.longitude} - ${longitude}::float8) / 2), 2)))))`;
}

export function createGleventsRepo(db: Db) {
  return {
    /** Runs `work` in one transaction, for the service's changes that go together. */
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async getGlevent(vendorId: string, gleventId: string, executor: Executor = db): Promise<GleventRow | undefined> {
      const [row] = await executor
        .select()
        .from(gleventsTable)
        .where(and(eq(gleventsTable.gleventId, gleventId), eq(gleventsTable.vendorId, vendorId)));
      return row;
    },

    async getGleventById(gleventId: string, executor: Executor = db): Promise<GleventRow | undefined> {
      const [row] = await executor.select().from(gleventsTable).where(eq(gleventsTable.gleventId, gleventId));
      return row;
    },

    /** Reads an event and holds its row until the transaction ends (capacity changes, cancellations). */
    async lockGlevent(gleventId: string, executor: Executor = db): Promise<GleventRow | undefined> {
      const [row] = await executor
        .select()
        .from(gleventsTable)
        .where(eq(gleventsTable.gleventId, gleventId))
        .for('update');
      return row;
    },

    /** Every event of a vendor, soonest first. */
    async listVendorGlevents(vendorId: string): Promise<GleventRow[]> {
      return db
        .select()
        .from(gleventsTable)
        .where(eq(gleventsTable.vendorId, vendorId))
        .orderBy(asc(gleventsTable.startTime), asc(gleventsTable.gleventId));
    },

    /**
     * Events not ended and not COMPLETED within the radius, soonest first: a bounding box the location
     * index answers, then the exact haversine distance, both in one statement; each with its vendor's time zone.
     */
    async listAvailable(search: DistanceSearch): Promise<(GleventRow & { distanceMiles: number; timeZone: string })[]> {
      const box = boundingBox(search);
      const distance = distanceSql(search.latitude, search.longitude);
      const rows = await db
        .select({ event: gleventsTable, distanceMiles: distance, timeZone: vendors.timeZone })
        .from(gleventsTable)
        .innerJoin(vendors, eq(vendors.vendorId, gleventsTable.vendorId))
        .where(
          and(
            sql`${gleventsTable.latitude} between ${box.minLat}::float8 and ${box.maxLat}::float8`,
            box.minLng === null
              ? undefined
              : sql`${gleventsTable.longitude} between ${box.minLng}::float8 and ${box.maxLng}::float8`,
            sql`${gleventsTable.endTime} > ${search.now.toISOString()}::timestamptz`,
            sql`${gleventsTable.gleventStatus} <> 'COMPLETED'`,
            sql`${distance} <= ${search.radiusMiles}::float8`,
            // A suspended vendor's events are not offered (decision 085).
            isVendorOpenToPublicSql(),
          ),
        )
        .orderBy(asc(gleventsTable.startTime), asc(gleventsTable.gleventId))
        .limit(search.limit);
      return rows.map((row) => ({ ...row.event, distanceMiles: Number(row.distanceMiles), timeZone: row.timeZone }));
    },

    async insertGlevent(
      row: GleventFields & { gleventId: string; vendorId: string; now: Date },
      executor: Executor = db,
    ): Promise<GleventRow> {
      const { now, ...values } = row;
      const [inserted] = await executor
        .insert(gleventsTable)
        .values({ ...values, reservedCount: 0, createdAt: now, updatedAt: now })
        .returning();
      return inserted!;
    },

    async updateGlevent(
      gleventId: string,
      changes: Partial<GleventFields> & { updatedAt: Date },
      executor: Executor = db,
    ): Promise<GleventRow> {
      const [row] = await executor
        .update(gleventsTable)
        .set(changes)
        .where(eq(gleventsTable.gleventId, gleventId))
        .returning();
      if (!row) throw new Error(`glevent ${gleventId} vanished while locked`);
      return row;
    },

    /**
     * Takes `quantity` places if they are free, in one conditional statement: the row's own lock
     * serialises concurrent takers, and each sees the count the one before it left. Null when full.
     */
    async takePlaces(gleventId: string, quantity: number, executor: Executor = db): Promise<GleventRow | null> {
      const [row] = await executor
        .update(gleventsTable)
        .set({ reservedCount: sql`${gleventsTable.reservedCount} + ${quantity}` })
        .where(
          and(
            eq(gleventsTable.gleventId, gleventId),
            sql`${gleventsTable.reservedCount} + ${quantity} <= ${gleventsTable.originalCapacity}`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Gives `quantity` places back (a CONFIRMED reservation was cancelled). */
    async releasePlaces(gleventId: string, quantity: number, executor: Executor = db): Promise<GleventRow> {
      const [row] = await executor
        .update(gleventsTable)
        .set({ reservedCount: sql`${gleventsTable.reservedCount} - ${quantity}` })
        .where(eq(gleventsTable.gleventId, gleventId))
        .returning();
      if (!row) throw new Error(`glevent ${gleventId} vanished`);
      return row;
    },
  };
}
