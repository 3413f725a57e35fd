import {
  LOCATION_TRANSLATED_FIELDS,
  type LocationOrderingSettings,
  MAX_PAUSE_MINUTES,
  type ReadLanguage,
  resolveTexts,
  type SessionUser,
  translationsField,
  type UpdateLocationOrderingBody,
  type VendorLocation,
} from '@queueless/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { Port } from '../../lib/service-port.js';
import { auditedChange } from '../audit/index.js';
import { recordEvent } from '../domain-events/index.js';
import type { Access } from '../staff/index.js';
import { CAP_WINDOW_MS, isPaused, orderingClosure, toLocationOrdering, withPaymentsCheck } from './ordering.js';
import type {
  LocationWithVendor,
  OrderingSettings,
  VendorLocationRow,
  VendorLocationsRepo,
} from './vendor-locations.repo.js';

export type VendorLocationsService = ReturnType<typeof createVendorLocationsService>;

/** What a location's cap needs of orders (plugged in by modules/orders): its orders paid since `since`. */
export type RecentPaidOrders = {
  countPaidSince(vendorLocationId: string, since: Date): Promise<{ count: number; oldestPaidAt: Date | null }>;
};

/** A location as read; a customer's read gives its description in the request's language (issue 44). */
export function toVendorLocation(row: VendorLocationRow, language: ReadLanguage = 'en'): VendorLocation {
  return {
    vendorLocationId: row.vendorLocationId,
    vendorId: row.vendorId,
    description: resolveTexts(row, row.translations, language, LOCATION_TRANSLATED_FIELDS).description,
    showSplashAds: row.showSplashAds,
    displayOrder: row.displayOrder,
    ...translationsField(row.translations),
  };
}

const invalid = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ field: `body.${field}`, message }]);

export function createVendorLocationsService(deps: {
  vendorLocationsRepo: VendorLocationsRepo;
  access: Access;
  /** Whether a user is an operator of the install (modules/operators). */
  isOperator: (user: SessionUser) => Promise<boolean>;
  recentPaidOrders: Port<RecentPaidOrders>;
  clock: Clock;
}) {
  const { vendorLocationsRepo: repo, access, clock } = deps;

  async function loadLocation(vendorLocationId: string): Promise<LocationWithVendor> {
    const row = await repo.getLocation(vendorLocationId);
    if (!row) throw new AppError('NOT_FOUND', 'Location not found.');
    return row;
  }

  /** Whether customers may order there now, counting recent paid orders only when a cap is set. */
  async function orderingOf(row: LocationWithVendor) {
    const now = clock();
    const recentPaid =
      row.maxOrdersPer15Minutes === null
        ? null
        : await deps.recentPaidOrders
            .get()
            .countPaidSince(row.vendorLocationId, new Date(now.getTime() - CAP_WINDOW_MS));
    return withPaymentsCheck(toLocationOrdering(orderingClosure({ ...row, recentPaid }, now)), row.isTakingPayments);
  }

  /** The body as columns: what it leaves out stays as it is (the cap), a resume clears the pause. */
  function settingsOf(body: UpdateLocationOrderingBody, now: Date): Partial<OrderingSettings> {
    const cap = {
      ...(body.maxOrdersPer15Minutes === undefined ? {} : { maxOrdersPer15Minutes: body.maxOrdersPer15Minutes }),
      ...(body.maxAlcoholicItemsPerOrder === undefined
        ? {}
        : { maxAlcoholicItemsPerOrder: body.maxAlcoholicItemsPerOrder }),
    };
    if (!body.paused) {
      if (body.pausedUntil != null) throw invalid('pausedUntil', 'pausedUntil is only for a pause.');
      if (body.reason != null) throw invalid('reason', 'reason is only for a pause.');
      return { ...cap, orderingPausedAt: null, orderingPausedUntil: null, orderingPauseReason: null };
    }
    let until: Date | null = null;
    if (body.pausedUntil != null) {
      until = new Date(body.pausedUntil);
      if (until.getTime() <= now.getTime()) throw invalid('pausedUntil', 'pausedUntil must be in the future.');
      if (until.getTime() > now.getTime() + MAX_PAUSE_MINUTES * 60_000) {
        throw invalid('pausedUntil', 'A pause with an end may last at most 24 hours; pause until resumed instead.');
      }
    }
    const reason = body.reason?.trim() ? body.reason.trim() : null;
    return { ...cap, orderingPausedAt: now, orderingPausedUntil: until, orderingPauseReason: reason };
  }

  return {
    /** The location, with whether customers may order there now. */
    async getLocation(vendorLocationId: string, language: ReadLanguage = 'en'): Promise<VendorLocation> {
      const row = await loadLocation(vendorLocationId);
      return { ...toVendorLocation(row, language), ordering: await orderingOf(row) };
    },
    /** The vendor's landing: a suspended vendor's locations say ordering is closed there (decision 085). */
    async listLocations(vendorId: string, language: ReadLanguage = 'en'): Promise<VendorLocation[]> {
      return (await repo.listLocations(vendorId)).map((row) =>
        row.vendorSuspendedAt || !row.isTakingPayments
          ? {
              ...toVendorLocation(row, language),
              ordering: withPaymentsCheck(
                toLocationOrdering(orderingClosure({ ...row, recentPaid: null }, clock())),
                row.isTakingPayments,
              ),
            }
          : toVendorLocation(row, language),
      );
    },

    /** A manager's pause and cap (MANAGER and above of the vendor, or an operator); audited. */
    async updateOrdering(
      user: SessionUser,
      vendorLocationId: string,
      body: UpdateLocationOrderingBody,
    ): Promise<LocationOrderingSettings> {
      const before = await loadLocation(vendorLocationId);
      if (!(await deps.isOperator(user))) await access.requireRole(user, before.vendorId, 'MANAGER');
      const now = clock();
      const settings = settingsOf(body, now);
      const wasPaused = isPaused(before, now);
      const row = await repo.transaction(async (tx) => {
        const changed = await auditedChange(tx, {
          change: () => repo.updateOrdering(before.vendorLocationId, settings, tx),
          audit: () => ({
            actorUserId: user.userId,
            vendorId: before.vendorId,
            action: 'location.ordering',
            entityType: 'vendor_location',
            entityId: before.vendorLocationId,
            details: { ...body },
          }),
        });
        // A pause or a resume is a domain event, written in the change's transaction (decision 078).
        const paused = changed && isPaused(changed, now);
        if (changed && (paused || wasPaused)) {
          await recordEvent(tx, {
            type: paused ? 'ordering.paused' : 'ordering.resumed',
            vendorId: before.vendorId,
            vendorLocationId: changed.vendorLocationId,
            aggregateId: changed.vendorLocationId,
            payload: paused ? { pausedUntil: changed.orderingPausedUntil?.toISOString() ?? null } : {},
          });
        }
        return changed;
      });
      if (!row) throw new AppError('NOT_FOUND', 'Location not found.');
      const after = { ...row, vendorSuspendedAt: before.vendorSuspendedAt, isTakingPayments: before.isTakingPayments };
      return {
        vendorLocationId: row.vendorLocationId,
        paused: isPaused(row, now),
        pausedUntil: isPaused(row, now) ? (row.orderingPausedUntil?.toISOString() ?? null) : null,
        reason: isPaused(row, now) ? row.orderingPauseReason : null,
        maxAlcoholicItemsPerOrder: row.maxAlcoholicItemsPerOrder,
        maxOrdersPer15Minutes: row.maxOrdersPer15Minutes,
        ordering: await orderingOf(after),
      };
    },
  };
}
