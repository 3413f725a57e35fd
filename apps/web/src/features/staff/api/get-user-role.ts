import type { VendorRole } from '@queueless/contracts';
import { getUserRole as getUserRoleEndpoint } from '@queueless/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';

/** The signed-in person's role at a vendor, or null when they hold none. */
export async function getUserRole(vendorId: string, signal?: AbortSignal): Promise<VendorRole | null> {
  const { vendorRole } = await callEndpoint(getUserRoleEndpoint, { params: { vendorId }, signal });
  return vendorRole;
}

export function userRoleQueryOptions(vendorId: string) {
  return queryOptions({
    queryKey: ['vendors', vendorId, 'user-role'],
    queryFn: ({ signal }) => getUserRole(vendorId, signal),
  });
}

/** The role, once the vendor is known (pass undefined to wait). */
export function useUserRole(vendorId: string | undefined) {
  return useQuery({ ...userRoleQueryOptions(vendorId ?? ''), enabled: Boolean(vendorId) });
}
