import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.js';
import { isVendorOpenToPublicSql, vendors } from '../vendors/index.js';
import { glEvents } from './guestlists.tables.js';

export type GleventsRepo = ReturnType<typeof createGleventsRepo>;
export type GlEvent = typeof glEvents.$inferSelect;

/** The fields a manager sets on a guest-list event. */
export type GleventFields = Omit<GlEvent, 'gleventId' | 'vendorId' | 'reservedCount' | 'createdAt' | 'updatedAt'>;

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
    power(sin(radians(${glEvents.latitude} - ${latitude}::float8) / 2), 2)
    + cos(radians(${latitude}::float8)) * cos(radians(${glEvents.latitude}))
      * power(sin(radians(${glEvents.longitude} - ${longitude}::float8) / 2), 2)))))`;
}

export function createGleventsRepo(db: Db) {
  return {
    /** Runs `work` in one transaction, for the service's changes that go together. */
    transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(work);
    },

    async getGlevent(vendorId: string, gleventId: string, executor: Executor = db): Promise<GlEvent | undefined> {
      const [row] = await executor
        .select()
        .from(glEvents)
        .where(and(eq(glEvents.gleventId, gleventId), eq(glEvents.vendorId, vendorId)));
      return row;
    },

    async getGleventById(gleventId: string, executor: Executor = db): Promise<GlEvent | undefined> {
      const [row] = await executor.select().from(glEvents).where(eq(glEvents.gleventId, gleventId));
      return row;
    },

    /** Reads an event and holds its row until the transaction ends (capacity changes, cancellations). */
    async lockGlevent(gleventId: string, executor: Executor = db): Promise<GlEvent | undefined> {
      const [row] = await executor.select().from(glEvents).where(eq(glEvents.gleventId, gleventId)).for('update');
      return row;
    },

    /** Every event of a vendor, soonest first. */
    async listVendorGlevents(vendorId: string): Promise<GlEvent[]> {
      return db
        .select()
        .from(glEvents)
        .where(eq(glEvents.vendorId, vendorId))
        .orderBy(asc(glEvents.startTime), asc(glEvents.gleventId));
    },

    /**
     * Events not ended and not COMPLETED within the radius, soonest first: a bounding box the location
     * index answers, then the exact haversine distance, both in one statement; each with its vendor's time zone.
     */
    async listAvailable(search: DistanceSearch): Promise<(GlEvent & { distanceMiles: number; timeZone: string })[]> {
      const box = boundingBox(search);
      const distance = distanceSql(search.latitude, search.longitude);
      const rows = await db
        .select({ event: glEvents, distanceMiles: distance, timeZone: vendors.timeZone })
        .from(glEvents)
        .innerJoin(vendors, eq(vendors.vendorId, glEvents.vendorId))
        .where(
          and(
            sql`${glEvents.latitude} between ${box.minLat}::float8 and ${box.maxLat}::float8`,
            box.minLng === null
              ? undefined
              : sql`${glEvents.longitude} between ${box.minLng}::float8 and ${box.maxLng}::float8`,
            sql`${glEvents.endTime} > ${search.now.toISOString()}::timestamptz`,
            sql`${glEvents.gleventStatus} <> 'COMPLETED'`,
            sql`${distance} <= ${search.radiusMiles}::float8`,
            // A suspended vendor's events are not offered (decision 085).
            isVendorOpenToPublicSql(),
          ),
        )
        .orderBy(asc(glEvents.startTime), asc(glEvents.gleventId))
        .limit(search.limit);
      return rows.map((row) => ({ ...row.event, distanceMiles: Number(row.distanceMiles), timeZone: row.timeZone }));
    },

    async insertGlevent(
      row: GleventFields & { gleventId: string; vendorId: string; now: Date },
      executor: Executor = db,
    ): Promise<GlEvent> {
      const { now, ...values } = row;
      const [inserted] = await executor
        .insert(glEvents)
        .values({ ...values, reservedCount: 0, createdAt: now, updatedAt: now })
        .returning();
      return inserted!;
    },

    async updateGlevent(
      gleventId: string,
      changes: Partial<GleventFields> & { updatedAt: Date },
      executor: Executor = db,
    ): Promise<GlEvent> {
      const [row] = await executor.update(glEvents).set(changes).where(eq(glEvents.gleventId, gleventId)).returning();
      if (!row) throw new Error(`glevent ${gleventId} vanished while locked`);
      return row;
    },

    /**
     * Takes `quantity` places if they are free, in one conditional statement: the row's own lock
     * serialises concurrent takers, and each sees the count the one before it left. Null when full.
     */
    async takePlaces(gleventId: string, quantity: number, executor: Executor = db): Promise<GlEvent | null> {
      const [row] = await executor
        .update(glEvents)
        .set({ reservedCount: sql`${glEvents.reservedCount} + ${quantity}` })
        .where(
          and(
            eq(glEvents.gleventId, gleventId),
            sql`${glEvents.reservedCount} + ${quantity} <= ${glEvents.originalCapacity}`,
          ),
        )
        .returning();
      return row ?? null;
    },

    /** Gives `quantity` places back (a CONFIRMED reservation was cancelled). */
    async releasePlaces(gleventId: string, quantity: number, executor: Executor = db): Promise<GlEvent> {
      const [row] = await executor
        .update(glEvents)
        .set({ reservedCount: sql`${glEvents.reservedCount} - ${quantity}` })
        .where(eq(glEvents.gleventId, gleventId))
        .returning();
      if (!row) throw new Error(`glevent ${gleventId} vanished`);
      return row;
    },
  };
}
