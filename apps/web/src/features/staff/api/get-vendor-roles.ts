import type { VendorRole } from '@queueless/contracts';
import { listVendorRoles as listVendorRolesEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** Everyone holding a role at the vendor, by name. */
export async function getVendorRoles(vendorId: string, signal?: AbortSignal): Promise<VendorRole[]> {
  const { items } = await callEndpoint(listVendorRolesEndpoint, { params: { vendorId }, signal });
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
