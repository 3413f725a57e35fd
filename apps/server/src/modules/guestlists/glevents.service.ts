import type {
  AvailableGlevent,
  CreateGleventInput,
  Glevent,
  SessionUser,
  UpdateGleventInput,
  VendorGleventsResponse,
} from '@queueless/contracts';
import {
  AVAILABLE_GLEVENTS_LIMIT,
  GLEVENT_PLACE_FIELDS,
  NEW_ADDRESS_NEEDS_COORDINATES_MESSAGE,
} from '@queueless/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { newId } from '../../lib/ids.js';
import { recordAudit } from '../audit/index.js';
import { type Access, requireVendorOfPath } from '../staff/index.js';
import type { VendorsService } from '../vendors/index.js';
import { isClosed, toGlevent } from './glevent-view.js';
import type { GleventFields, GleventsRepo } from './glevents.repo.js';
import type { Waitlist } from './waitlist.js';

export type GleventsService = ReturnType<typeof createGleventsService>;

export const gleventNotFound = () => new AppError('NOT_FOUND', 'Guest list event not found.');

/** An edit body as stored: the read's capacity name and the read-only fields folded away (the contract's rules). */
function toUpdateFields(input: UpdateGleventInput): Partial<GleventFields> {
  const {
    originalCapacity,
    gleventId: _gleventId,
    reservedCount: _reservedCount,
    availableCount: _availableCount,
    timeZone: _timeZone,
    ...rest
  } = input;
  return toFields({ ...rest, guestlistCapacity: rest.guestlistCapacity ?? originalCapacity });
}

/** A changed street, city, state or country without the new place's coordinates is refused (400, both named). */
function requireCoordinatesOfNewPlace(before: GleventFields, changes: Partial<GleventFields>) {
  const moved = GLEVENT_PLACE_FIELDS.some((key) => changes[key] !== undefined && changes[key] !== before[key]);
  if (moved && (changes.latitude === undefined || changes.longitude === undefined)) {
    const message = NEW_ADDRESS_NEEDS_COORDINATES_MESSAGE;
    throw new AppError('VALIDATION_FAILED', message, [
      { field: 'body.latitude', message },
      { field: 'body.longitude', message },
    ]);
  }
}

/** The body's fields as stored (capacity is `guestlistCapacity` on the wire, `originalCapacity` in the row). */
function toFields(input: Partial<CreateGleventInput>): Partial<GleventFields> {
  const { vendorId: _vendorId, guestlistCapacity, startTime, endTime, ...rest } = input;
  const fields: Partial<GleventFields> = { ...rest };
  if (guestlistCapacity !== undefined) fields.originalCapacity = guestlistCapacity;
  if (startTime !== undefined) fields.startTime = new Date(startTime);
  if (endTime !== undefined) fields.endTime = new Date(endTime);
  for (const key of Object.keys(fields) as (keyof GleventFields)[]) {
    if (fields[key] === undefined) delete fields[key];
  }
  return fields;
}

/** Guest-list events: MANAGER and above create and edit, any staff role of the vendor reads; public search. */
export function createGleventsService(deps: {
  gleventsRepo: GleventsRepo;
  waitlist: Waitlist;
  access: Access;
  vendors: Pick<VendorsService, 'getTimeZone'>;
  clock: Clock;
}) {
  const { gleventsRepo: repo, waitlist, access, vendors, clock } = deps;

  return {
    async createGlevent(user: SessionUser, vendorId: string, input: CreateGleventInput): Promise<Glevent> {
      await access.requireRole(user, vendorId, 'MANAGER');
      requireVendorOfPath(vendorId, input.vendorId);
      const timeZone = await vendors.getTimeZone(vendorId);
      const row = await repo.transaction(async (tx) => {
        const inserted = await repo.insertGlevent(
          {
            ...(toFields(input) as GleventFields),
            gleventId: newId(),
            vendorId,
            now: clock(),
          },
          tx,
        );
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId,
          action: 'glevent.create',
          entityType: 'glevent',
          entityId: inserted.gleventId,
          details: { before: null, after: toGlevent(inserted, timeZone) },
        });
        return inserted;
      });
      return toGlevent(row, timeZone);
    },

    /** Upcoming (not ended, not COMPLETED) soonest first; past latest first. */
    async listVendorGlevents(user: SessionUser, vendorId: string): Promise<VendorGleventsResponse> {
      await access.requireRole(user, vendorId, 'STAFF');
      const now = clock();
      const [rows, timeZone] = await Promise.all([repo.listVendorGlevents(vendorId), vendors.getTimeZone(vendorId)]);
      const upcoming = rows.filter((row) => !isClosed(row, now));
      const past = rows.filter((row) => isClosed(row, now)).reverse();
      return {
        upcomingGlevents: upcoming.map((row) => toGlevent(row, timeZone)),
        pastGlevents: past.map((row) => toGlevent(row, timeZone)),
        total: rows.length,
      };
    },

    /**
     * Changes only the fields sent. Capacity may not drop below the places taken; raising it lets the
     * waitlist in, in the same transaction.
     */
    async updateGlevent(
      user: SessionUser,
      vendorId: string,
      gleventId: string,
      input: UpdateGleventInput,
    ): Promise<Glevent> {
      await access.requireRole(user, vendorId, 'MANAGER');
      requireVendorOfPath(vendorId, input.vendorId);
      if (input.gleventId !== undefined && input.gleventId !== gleventId) {
        const message = 'gleventId must be the event in the path.';
        throw new AppError('VALIDATION_FAILED', message, [{ field: 'body.gleventId', message }]);
      }
      const timeZone = await vendors.getTimeZone(vendorId);
      const row = await repo.transaction(async (tx) => {
        const before = await repo.lockGlevent(gleventId, tx);
        if (!before || before.vendorId !== vendorId) throw gleventNotFound();
        const changes = toUpdateFields(input);
        requireCoordinatesOfNewPlace(before, changes);
        const startTime = changes.startTime ?? before.startTime;
        const endTime = changes.endTime ?? before.endTime;
        if (endTime.getTime() <= startTime.getTime()) {
          const message = 'End time must be after start time.';
          throw new AppError('VALIDATION_FAILED', message, [{ field: 'body.endTime', message }]);
        }
        if (changes.originalCapacity !== undefined && changes.originalCapacity < before.reservedCount) {
          throw new AppError(
            'CAPACITY_BELOW_RESERVED',
            `Capacity cannot be lower than the ${before.reservedCount} places already reserved.`,
          );
        }
        let after = await repo.updateGlevent(gleventId, { ...changes, updatedAt: clock() }, tx);
        if (after.originalCapacity > before.originalCapacity) {
          const promoted = await waitlist.promote(tx, after);
          if (promoted.length > 0) after = (await repo.getGleventById(gleventId, tx)) ?? after;
        }
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId,
          action: 'glevent.update',
          entityType: 'glevent',
          entityId: gleventId,
          details: { before: toGlevent(before, timeZone), after: toGlevent(after, timeZone) },
        });
        return after;
      });
      return toGlevent(row, timeZone);
    },

    /** Anyone may search: events within the radius that have not ended, soonest first, each in its vendor's zone. */
    async listAvailable(query: {
      latitude: number;
      longitude: number;
      radiusMiles: number;
    }): Promise<AvailableGlevent[]> {
      const rows = await repo.listAvailable({ ...query, now: clock(), limit: AVAILABLE_GLEVENTS_LIMIT });
      return rows.map((row) => ({
        ...toGlevent(row, row.timeZone),
        distanceMiles: Math.round(row.distanceMiles * 100) / 100,
      }));
    },
  };
}
