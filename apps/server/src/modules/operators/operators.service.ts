import { randomInt } from 'node:crypto';
import {
  AUDIT_PAGE_SIZE,
  type AuditLogQuery,
  type AuditLogResponse,
  type CreateLocationBody,
  type CreateVendorBody,
  type LocationSettings,
  type MyVenuesResponse,
  mergeTranslations,
  type Operator,
  ppmToTaxRate,
  type SessionUser,
  slugFromName,
  taxRateToPpm,
  translationsField,
  type UpdateLocationBody,
  type UpdateVendorBody,
  type VendorSettings,
} from '@queueless/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { decodeCursor, encodeCursor } from '../../lib/cursor.js';
import { toMobileNumber } from '../../lib/phone.js';
import { TAX_RATE_CHANGED_CHANNEL } from '../../providers/tax/location-rate-tax.js';
import type { TaxProvider } from '../../providers/tax/tax.js';
import { recordAudit } from '../audit/index.js';
import type { Access } from '../staff/index.js';
import { toVendor } from '../vendors/index.js';
import type { LocationRow, OperatorsRepo, VendorRow } from './operators.repo.js';

export type OperatorsService = ReturnType<typeof createOperatorsService>;

/** The vendor as the spec's read gives it, and whether it is suspended. */
export function toVendorSettings(row: VendorRow): VendorSettings {
  return { ...toVendor(row), suspended: row.suspendedAt !== null };
}

export function toLocationSettings(row: LocationRow): LocationSettings {
  return {
    vendorLocationId: row.vendorLocationId,
    vendorId: row.vendorId,
    description: row.description,
    showSplashAds: row.showSplashAds,
    displayOrder: row.displayOrder,
    taxRate: ppmToTaxRate(row.taxRatePpm),
    retired: row.retiredAt !== null,
    ...translationsField(row.translations),
  };
}

const vendorNotFound = () => new AppError('NOT_FOUND', 'Vendor not found.');
const locationNotFound = () => new AppError('NOT_FOUND', 'Location not found.');
const operatorsOnly = () => new AppError('FORBIDDEN', 'Only an operator of this install may do this.');

/** Two letters and three digits, like the demo's AD708. */
function newLocationCode(): string {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
  const letter = () => letters[randomInt(letters.length)];
  return `${letter()}${letter()}${String(randomInt(1000)).padStart(3, '0')}`;
}

/**
 * Operators create vendors (with their first SUPER_ADMIN) and suspend them; an operator or a vendor's ADMIN and above
 * edit the vendor, add and change its locations and read its audit log. Every change is audited in the transaction
 * that makes it (decision 055).
 */
export function createOperatorsService(deps: {
  operatorsRepo: OperatorsRepo;
  access: Access;
  clock: Clock;
  tax: TaxProvider;
}) {
  const { operatorsRepo: repo, access, clock, tax } = deps;

  async function operatorOf(user: SessionUser): Promise<Operator | null> {
    const row = await repo.operatorOfUser(user.userId);
    return row ? { phoneNumber: row.phoneNumber, name: row.name } : null;
  }

  async function requireOperator(user: SessionUser): Promise<void> {
    if (!(await operatorOf(user))) throw operatorsOnly();
  }

  /** An operator, or the vendor's ADMIN and above; the vendor must exist. */
  async function requireAdminOf(user: SessionUser, vendorId: string): Promise<VendorRow> {
    if (!(await operatorOf(user))) await access.requireRole(user, vendorId, 'ADMIN');
    const vendor = await repo.getVendor(vendorId);
    if (!vendor) throw vendorNotFound();
    return vendor;
  }

  return {
    operatorOf,

    async hasOperator(): Promise<boolean> {
      return (await repo.listOperators()).length > 0;
    },

    async myVenues(user: SessionUser): Promise<MyVenuesResponse> {
      const [operator, venues] = await Promise.all([operatorOf(user), repo.venuesOfUser(user.userId)]);
      return { operator, venues };
    },

    async listOperators(user: SessionUser): Promise<Operator[]> {
      await requireOperator(user);
      return (await repo.listOperators()).map(({ phoneNumber, name }) => ({ phoneNumber, name }));
    },

    async listVendors(user: SessionUser): Promise<VendorSettings[]> {
      await requireOperator(user);
      return (await repo.listVendors()).map(toVendorSettings);
    },

    async getVendor(user: SessionUser, vendorId: string): Promise<VendorSettings> {
      return toVendorSettings(await requireAdminOf(user, vendorId));
    },

    async createVendor(user: SessionUser, body: CreateVendorBody): Promise<VendorSettings> {
      await requireOperator(user);
      const superAdminPhone = toMobileNumber(body.superAdmin.phoneNumber);
      if (!superAdminPhone) {
        const message = 'Invalid phone number. Please enter a valid mobile number.';
        throw new AppError('INVALID_PHONE_NUMBER', message, [{ field: 'body.superAdmin.phoneNumber', message }]);
      }
      const vendorId = body.vendorId ?? slugFromName(body.name);
      if (vendorId.length < 2) {
        const message = 'Choose a vendor id: the name has too few letters or digits to make one.';
        throw new AppError('VALIDATION_FAILED', message, [{ field: 'body.vendorId', message }]);
      }
      const { superAdmin, vendorId: _sent, ...fields } = body;
      const created = await repo.transaction(async (tx) => {
        const row = await repo.insertVendor({ ...fields, vendorId }, tx);
        if (!row) {
          const message = `The vendor id ${vendorId} is taken. Choose another.`;
          throw new AppError('VENDOR_EXISTS', message, [{ field: 'body.vendorId', message }]);
        }
        await repo.insertSuperAdmin({ vendorId, phoneNumber: superAdminPhone, name: superAdmin.name }, tx);
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId,
          action: 'vendor.create',
          entityType: 'vendor',
          entityId: vendorId,
          details: {
            before: null,
            after: toVendorSettings(row),
            superAdmin: { phoneNumber: superAdminPhone, name: superAdmin.name },
          },
        });
        return row;
      });
      return toVendorSettings(created);
    },

    async updateVendor(user: SessionUser, vendorId: string, body: UpdateVendorBody): Promise<VendorSettings> {
      await requireAdminOf(user, vendorId);
      const updated = await repo.transaction(async (tx) => {
        const before = await repo.lockVendor(vendorId, tx);
        if (!before) throw vendorNotFound();
        const after = await repo.updateVendor(vendorId, body, tx);
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId,
          action: 'vendor.update',
          entityType: 'vendor',
          entityId: vendorId,
          details: { before: toVendorSettings(before), after: toVendorSettings(after) },
        });
        return after;
      });
      return toVendorSettings(updated);
    },

    async setSuspended(user: SessionUser, vendorId: string, suspended: boolean): Promise<VendorSettings> {
      await requireOperator(user);
      const updated = await repo.transaction(async (tx) => {
        const before = await repo.lockVendor(vendorId, tx);
        if (!before) throw vendorNotFound();
        if ((before.suspendedAt !== null) === suspended) return before;
        const after = await repo.updateVendor(vendorId, { suspendedAt: suspended ? clock() : null }, tx);
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId,
          action: suspended ? 'vendor.suspend' : 'vendor.reinstate',
          entityType: 'vendor',
          entityId: vendorId,
          details: { before: toVendorSettings(before), after: toVendorSettings(after) },
        });
        return after;
      });
      return toVendorSettings(updated);
    },

    async listLocations(user: SessionUser, vendorId: string): Promise<LocationSettings[]> {
      await requireAdminOf(user, vendorId);
      return (await repo.listLocations(vendorId)).map(toLocationSettings);
    },

    async createLocation(user: SessionUser, body: CreateLocationBody): Promise<LocationSettings> {
      await requireAdminOf(user, body.vendorId);
      const { vendorLocationId: sent, taxRate, translations, ...fields } = body;
      // A generated code that happens to be taken is drawn again; a code that was asked for is refused.
      for (let attempt = 0; attempt < 8; attempt++) {
        const vendorLocationId = sent ?? newLocationCode();
        const created = await repo.transaction(async (tx) => {
          const row = await repo.insertLocation(
            {
              ...fields,
              displayOrder: fields.displayOrder ?? null,
              showSplashAds: fields.showSplashAds ?? null,
              vendorLocationId,
              taxRatePpm: taxRateToPpm(taxRate),
              translations: mergeTranslations({}, translations),
            },
            tx,
          );
          if (!row) return undefined;
          await recordAudit(tx, {
            actorUserId: user.userId,
            vendorId: body.vendorId,
            action: 'location.create',
            entityType: 'vendor_location',
            entityId: vendorLocationId,
            details: { before: null, after: toLocationSettings(row) },
          });
          return row;
        });
        if (created) return toLocationSettings(created);
        if (sent) {
          const message = `The location code ${sent} is taken. Choose another.`;
          throw new AppError('LOCATION_EXISTS', message, [{ field: 'body.vendorLocationId', message }]);
        }
      }
      throw new AppError('CONFLICT', 'No free location code was found. Please try again.');
    },

    async updateLocation(
      user: SessionUser,
      vendorLocationId: string,
      body: UpdateLocationBody,
    ): Promise<LocationSettings> {
      const location = await repo.getLocation(vendorLocationId);
      if (!location) {
        // Who may not know whether it exists is refused the same way as for one that does.
        if (!(await operatorOf(user))) throw new AppError('FORBIDDEN', 'You do not have access to this vendor.');
        throw locationNotFound();
      }
      await requireAdminOf(user, location.vendorId);
      if (body.vendorId !== undefined && body.vendorId !== location.vendorId) {
        const message = 'A location cannot move to another vendor.';
        throw new AppError('VALIDATION_FAILED', message, [{ field: 'body.vendorId', message }]);
      }
      const { taxRate, retired, vendorId: _vendorId, translations, ...fields } = body;
      const updated = await repo.transaction(async (tx) => {
        const before = await repo.lockLocation(vendorLocationId, tx);
        if (!before) throw locationNotFound();
        const after = await repo.updateLocation(
          vendorLocationId,
          {
            ...fields,
            ...(translations === undefined
              ? {}
              : { translations: mergeTranslations(before.translations, translations) }),
            ...(taxRate === undefined ? {} : { taxRatePpm: taxRateToPpm(taxRate) }),
            ...(retired === undefined || retired === (before.retiredAt !== null)
              ? {}
              : { retiredAt: retired ? clock() : null }),
          },
          tx,
        );
        await recordAudit(tx, {
          actorUserId: user.userId,
          vendorId: before.vendorId,
          action: 'location.update',
          entityType: 'vendor_location',
          entityId: vendorLocationId,
          details: { before: toLocationSettings(before), after: toLocationSettings(after) },
        });
        if (after.taxRatePpm !== before.taxRatePpm) await repo.notify(TAX_RATE_CHANGED_CHANNEL, vendorLocationId, tx);
        return after;
      });
      // The NOTIFY reaches this process too, a moment later; the caller's next cart must not wait for it.
      tax.forgetRate?.(vendorLocationId);
      return toLocationSettings(updated);
    },

    async auditLog(user: SessionUser, vendorId: string, query: AuditLogQuery): Promise<AuditLogResponse> {
      await requireAdminOf(user, vendorId);
      const after = query.nextToken ? decodeCursor(query.nextToken) : undefined;
      const rows = await repo.auditPage({
        vendorId,
        phoneNumber: query.phoneNumber ? (toMobileNumber(query.phoneNumber) ?? query.phoneNumber) : undefined,
        entityType: query.entityType,
        from: query.from ? new Date(query.from) : undefined,
        to: query.to ? new Date(query.to) : undefined,
        after,
        limit: AUDIT_PAGE_SIZE + 1,
      });
      const page = rows.slice(0, AUDIT_PAGE_SIZE);
      const last = page.at(-1);
      return {
        items: page.map((row) => ({
          id: String(row.id),
          createdAt: row.at,
          actorUserId: row.actorUserId,
          actorPhoneNumber: row.actorPhoneNumber,
          actorApiKeyName: row.actorApiKeyName,
          action: row.action,
          entityType: row.entityType,
          entityId: row.entityId,
          details: row.details,
        })),
        nextToken: rows.length > AUDIT_PAGE_SIZE && last ? encodeCursor({ at: last.at, id: String(last.id) }) : null,
      };
    },
  };
}
