import type { Vendor } from '@queueless/contracts';
import { AppError } from '../../lib/app-error.js';
import type { VendorRow, VendorsRepo } from './vendors.repo.js';

export type VendorsService = ReturnType<typeof createVendorsService>;

export function toVendor(row: VendorRow): Vendor {
  return {
    vendorId: row.vendorId,
    name: row.name,
    guestlistEnabled: row.guestlistEnabled,
    addressLine1: row.addressLine1,
    addressLine2: row.addressLine2,
    city: row.city,
    state: row.state,
    zip: row.zip,
    timeZone: row.timeZone,
  };
}

export function createVendorsService({ vendorsRepo }: { vendorsRepo: VendorsRepo }) {
  return {
    async getVendor(vendorId: string): Promise<Vendor> {
      const row = await vendorsRepo.getVendor(vendorId);
      if (!row) throw new AppError('NOT_FOUND', 'Vendor not found.');
      return toVendor(row);
    },
    async listVendors(): Promise<Vendor[]> {
      return (await vendorsRepo.listVendors()).map(toVendor);
    },
    /**
     * Whether the vendor offers anything to the public now (decision 085): a suspended vendor does not. Every public
     * offer asks this one question (ordering, reservations and members' bookings, the prize draw and its tickets,
     * claims, the landing's events); staff and operators keep reading everything.
     */
    async isOpenToPublic(vendorId: string): Promise<boolean> {
      return !(await vendorsRepo.isSuspended(vendorId));
    },
    /** The vendor's time zone, for the other modules' responses that carry event times (decision 021). */
    getTimeZone(vendorId: string): Promise<string> {
      return vendorsRepo.getTimeZone(vendorId);
    },
  };
}
