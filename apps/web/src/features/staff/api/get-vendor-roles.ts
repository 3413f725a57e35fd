import type { VendorRole, VendorRoleListResponse } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { staffApiPaths } from '#web/lib/staff-api-paths';

/** Everyone holding a role at the vendor, by name. */
export async function getVendorRoles(vendorId: string, signal?: AbortSignal): Promise<VendorRole[]> {
  const { items } = await apiRequest<VendorRoleListResponse>(staffApiPaths.vendorRoles(vendorId), { signal });
  return items;
}

export function vendorRolesQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: ['vendors', vendorId, 'vendor-roles'],
    queryFn: ({ signal }) => getVendorRoles(vendorId, signal),
  });
}

export function useVendorRoles(vendorId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...vendorRolesQueryOptions(vendorId), enabled });
}
