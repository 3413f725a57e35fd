import type { ProductType, StationRoute } from '@queueless/contracts';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { vendorLocations } from '../vendor-locations/index.js';
import { stationRoutes, stations } from './stations.tables.js';

/** The rows of a raw statement's result (node-postgres and PGlite both answer `{ rows }`). */
export const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type StationsRepo = ReturnType<typeof createStationsRepo>;
export type StationRow = typeof stations.$inferSelect;

/** A location's stations and the routes of its products to them (decision 088). */
export function createStationsRepo(db: Db) {
  return {
    db,

    async vendorOf(vendorLocationId: string, executor: Executor = db): Promise<string | undefined> {
      const [row] = await executor
        .select({ vendorId: vendorLocations.vendorId })
        .from(vendorLocations)
        .where(eq(vendorLocations.vendorLocationId, vendorLocationId));
      return row?.vendorId;
    },

    /** The location's stations (not removed), in their order. */
    async listStations(vendorLocationId: string, executor: Executor = db): Promise<StationRow[]> {
      return executor
        .select()
        .from(stations)
        .where(and(eq(stations.vendorLocationId, vendorLocationId), isNull(stations.removedAt)))
        .orderBy(asc(stations.position), asc(stations.createdAt), asc(stations.stationId));
    },

    async getStation(vendorLocationId: string, stationId: string, executor: Executor = db) {
      const [row] = await executor
        .select()
        .from(stations)
        .where(
          and(
            eq(stations.stationId, stationId),
            eq(stations.vendorLocationId, vendorLocationId),
            isNull(stations.removedAt),
          ),
        );
      return row;
    },

    /** A station by its id alone, removed or not (a ticket printed after its station was removed keeps its name). */
    async stationById(stationId: string, executor: Executor = db) {
      const [row] = await executor.select().from(stations).where(eq(stations.stationId, stationId));
      return row;
    },

    async listRoutes(vendorLocationId: string, executor: Executor = db): Promise<StationRoute[]> {
      return executor
        .select({
          stationId: stationRoutes.stationId,
          productType: stationRoutes.productType,
          groupId: stationRoutes.groupId,
          productId: stationRoutes.productId,
        })
        .from(stationRoutes)
        .where(eq(stationRoutes.vendorLocationId, vendorLocationId))
        .orderBy(asc(stationRoutes.routeId));
    },

    /**
     * Adds a station when the location has fewer than `max`: one statement whose insert selects from the count, under
     * the location's row lock (so two adds at once cannot both be the 21st). Undefined when it has `max` already.
     */
    async insertStation(
      tx: Executor,
      station: { stationId: string; vendorLocationId: string; name: string; sound: string },
      max: number,
    ): Promise<StationRow | undefined> {
      await tx.execute(
        sql`select 1 from vendor_locations where vendor_location_id = ${station.vendorLocationId} for update`,
      );
      const result = await tx.execute(sql`
        insert into stations (station_id, vendor_location_id, name, sound, position)
        select ${station.stationId}, ${station.vendorLocationId}, ${station.name}, ${station.sound},
          coalesce(max(position) + 1, 0)
        from stations where vendor_location_id = ${station.vendorLocationId} and removed_at is null
        having count(*) < ${max}
        returning station_id`);
      if (rowsOf(result).length === 0) return undefined;
      return this.getStation(station.vendorLocationId, station.stationId, tx);
    },

    async updateStation(
      tx: Executor,
      vendorLocationId: string,
      stationId: string,
      values: { name?: string; sound?: string; position?: number },
    ): Promise<StationRow | undefined> {
      const [row] = await tx
        .update(stations)
        .set(values)
        .where(
          and(
            eq(stations.stationId, stationId),
            eq(stations.vendorLocationId, vendorLocationId),
            isNull(stations.removedAt),
          ),
        )
        .returning();
      return row;
    },

    /** Removes the station (its tickets keep it) and its routes; false when it was not the location's. */
    async removeStation(tx: Executor, vendorLocationId: string, stationId: string): Promise<boolean> {
      const removed = await tx
        .update(stations)
        .set({ removedAt: sql`now()` })
        .where(
          and(
            eq(stations.stationId, stationId),
            eq(stations.vendorLocationId, vendorLocationId),
            isNull(stations.removedAt),
          ),
        )
        .returning({ stationId: stations.stationId });
      if (removed.length === 0) return false;
      await tx.delete(stationRoutes).where(eq(stationRoutes.stationId, stationId));
      await tx.execute(sql`delete from printer_stations where station_id = ${stationId}`);
      return true;
    },

    /** Products of the location among `productIds` (a route may only name the location's own). */
    async countLocationProducts(tx: Executor, vendorLocationId: string, productIds: string[]): Promise<number> {
      if (productIds.length === 0) return 0;
      const result = await tx.execute(sql`
        select count(*)::int as n from products
        where vendor_location_id = ${vendorLocationId} and product_id in ${sql`(${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )})`}`);
      return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    },

    async replaceRoutes(
      tx: Executor,
      vendorLocationId: string,
      routes: { stationId: string; productType?: ProductType; groupId?: string; productId?: string }[],
    ): Promise<void> {
      await tx.delete(stationRoutes).where(eq(stationRoutes.vendorLocationId, vendorLocationId));
      if (routes.length === 0) return;
      await tx.insert(stationRoutes).values(
        routes.map((route) => ({
          vendorLocationId,
          stationId: route.stationId,
          productType: route.productType ?? null,
          groupId: route.groupId ?? null,
          productId: route.productId ?? null,
        })),
      );
    },
  };
}
