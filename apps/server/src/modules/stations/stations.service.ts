import {
  type CreateStationBody,
  type EditStationBody,
  type SessionUser,
  type SetStationRoutesBody,
  STATIONS_PER_LOCATION_MAX,
  type Station,
  type StationListResponse,
  type StationSound,
} from '@queueless/contracts';
import { AppError } from '../../lib/app-error.js';
import { newId } from '../../lib/ids.js';
import { recordAudit } from '../audit/index.js';
import type { Access } from '../staff/index.js';
import type { StationRow, StationsRepo } from './stations.repo.js';

export type StationsService = ReturnType<typeof createStationsService>;

export const toStation = (row: StationRow): Station => ({
  stationId: row.stationId,
  vendorLocationId: row.vendorLocationId,
  name: row.name,
  sound: row.sound as StationSound,
  position: row.position,
});

const locationNotFound = () => new AppError('NOT_FOUND', 'Location not found.');
const stationNotFound = () => new AppError('NOT_FOUND', 'Station not found.');
const nameTaken = () => new AppError('CONFLICT', 'This location already has a station with that name.');

const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && (error as { code: unknown }).code === '23505';
const causeOf = (error: unknown) => (error instanceof Error && error.cause ? error.cause : error);

/** A location's stations and their routes (decision 088): staff read them, MANAGER and above change them. */
export function createStationsService(deps: { stationsRepo: StationsRepo; access: Access }) {
  const { stationsRepo, access } = deps;
  const { db } = stationsRepo;

  /** The location's vendor, once the caller holds at least `minimum` there; 404 for an unknown location. */
  async function requireLocationRole(
    user: SessionUser,
    vendorLocationId: string,
    minimum: 'STAFF' | 'MANAGER' = 'STAFF',
  ): Promise<string> {
    const vendorId = await stationsRepo.vendorOf(vendorLocationId);
    if (!vendorId) throw locationNotFound();
    await access.requireRole(user, vendorId, minimum);
    return vendorId;
  }

  async function list(vendorLocationId: string): Promise<StationListResponse> {
    const [rows, routes] = await Promise.all([
      stationsRepo.listStations(vendorLocationId),
      stationsRepo.listRoutes(vendorLocationId),
    ]);
    return { items: rows.map(toStation), routes };
  }

  async function withNameCheck<T>(change: () => Promise<T>): Promise<T> {
    try {
      return await change();
    } catch (error) {
      if (isUniqueViolation(causeOf(error)) || isUniqueViolation(error)) throw nameTaken();
      throw error;
    }
  }

  return {
    requireLocationRole,

    async listStations(user: SessionUser, vendorLocationId: string): Promise<StationListResponse> {
      await requireLocationRole(user, vendorLocationId);
      return list(vendorLocationId);
    },

    async createStation(user: SessionUser, vendorLocationId: string, body: CreateStationBody): Promise<Station> {
      const vendorId = await requireLocationRole(user, vendorLocationId, 'MANAGER');
      const row = await withNameCheck(() =>
        db.transaction(async (tx) => {
          const created = await stationsRepo.insertStation(
            tx,
            { stationId: newId(16), vendorLocationId, name: body.name, sound: body.sound ?? 'chime' },
            STATIONS_PER_LOCATION_MAX,
          );
          if (!created) {
            throw new AppError('CONFLICT', `A location has at most ${STATIONS_PER_LOCATION_MAX} stations.`);
          }
          await recordAudit(tx, {
            actorUserId: user.userId,
            vendorId,
            action: 'station.created',
            entityType: 'station',
            entityId: created.stationId,
            details: { vendorLocationId, name: created.name },
          });
          return created;
        }),
      );
      return toStation(row);
    },

    async editStation(
      user: SessionUser,
      vendorLocationId: string,
      stationId: string,
      body: EditStationBody,
    ): Promise<Station> {
      const vendorId = await requireLocationRole(user, vendorLocationId, 'MANAGER');
      const row = await withNameCheck(() =>
        db.transaction(async (tx) => {
          const updated = await stationsRepo.updateStation(tx, vendorLocationId, stationId, body);
          if (!updated) throw stationNotFound();
          await recordAudit(tx, {
            actorUserId: user.userId,
            vendorId,
            action: 'station.updated',
            entityType: 'station',
            entityId: stationId,
            details: { vendorLocationId, ...body },
          });
          return updated;
        }),
      );
      return toStation(row);
    },

    async removeStation(user: SessionUser, vendorLocationId: string, stationId: string): Promise<void> {
      const vendorId = await requireLocationRole(user, vendorLocationId, 'MANAGER');
      await db.transaction(async (tx) => {
        if (!(await stationsRepo.removeStation(tx, vendorLocationId, stationId))) throw stationNotFound();
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId,
          action: 'station.removed',
          entityType: 'station',
          entityId: stationId,
          details: { vendorLocationId },
        });
      });
    },

    /** Replaces the routes: every station and product named must be the location's, each key named once. */
    async setRoutes(
      user: SessionUser,
      vendorLocationId: string,
      body: SetStationRoutesBody,
    ): Promise<StationListResponse> {
      const vendorId = await requireLocationRole(user, vendorLocationId, 'MANAGER');
      const keys = body.routes.map(
        (route) => `${route.productType ?? ''}|${route.groupId ?? ''}|${route.productId ?? ''}`,
      );
      if (new Set(keys).size !== keys.length) {
        throw new AppError('VALIDATION_FAILED', 'Each product, group and type may be routed once.');
      }
      await db.transaction(async (tx) => {
        const stationIds = new Set((await stationsRepo.listStations(vendorLocationId, tx)).map((s) => s.stationId));
        if (body.routes.some((route) => !stationIds.has(route.stationId))) {
          throw new AppError('VALIDATION_FAILED', 'A route names a station this location does not have.');
        }
        const productIds = [...new Set(body.routes.flatMap((route) => (route.productId ? [route.productId] : [])))];
        if ((await stationsRepo.countLocationProducts(tx, vendorLocationId, productIds)) !== productIds.length) {
          throw new AppError('VALIDATION_FAILED', 'A route names a product this location does not sell.');
        }
        await stationsRepo.replaceRoutes(tx, vendorLocationId, body.routes);
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId,
          action: 'station.routes_set',
          entityType: 'location',
          entityId: vendorLocationId,
          details: { routes: body.routes.length },
        });
      });
      return list(vendorLocationId);
    },
  };
}
