import { useVendorLocation } from '#web/features/vendor-locations/api/get-vendor-location';
import { useVendor } from '#web/features/vendors/api/get-vendor';
import { useUserRole } from './api/get-user-role';

/** A staff page's location, its vendor and the signed-in person's role there, loaded side by side. */
export function useStaffLocation(vendorLocationId: string) {
  const location = useVendorLocation(vendorLocationId);
  const vendorId = location.data?.vendorId;
  const vendor = useVendor(vendorId);
  const role = useUserRole(vendorId);
  return { location, vendor, role };
}
