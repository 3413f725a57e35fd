import type { VendorLocation } from '@queueless/contracts';
import { AppError } from '../../lib/app-error.js';
import type { VendorLocationRow, VendorLocationsRepo } from './vendor-locations.repo.js';

export type VendorLocationsService = ReturnType<typeof createVendorLocationsService>;

export function toVendorLocation(row: VendorLocationRow): VendorLocation {
  return {
    vendorLocationId: row.vendorLocationId,
    vendorId: row.vendorId,
    description: row.description,
    showSplashAds: row.showSplashAds,
    displayOrder: row.displayOrder,
  };
}

export function createVendorLocationsService({ vendorLocationsRepo }: { vendorLocationsRepo: VendorLocationsRepo }) {
  return {
    async getLocation(vendorLocationId: string): Promise<VendorLocation> {
      const row = await vendorLocationsRepo.getLocation(vendorLocationId);
      if (!row) throw new AppError('NOT_FOUND', 'Location not found.');
      return toVendorLocation(row);
    },
    async listLocations(vendorId: string): Promise<VendorLocation[]> {
      return (await vendorLocationsRepo.listLocations(vendorId)).map(toVendorLocation);
    },
  };
}
