import type { VendorRole, VendorRoleBody } from '@queueless/contracts';
import { updateVendorRole as updateVendorRoleEndpoint } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { vendorRolesQueryOptions } from './get-vendor-roles';

/** Changes a person's name or role; the phone number is the role's key and stays as it is. */
export async function updateVendorRole(body: VendorRoleBody): Promise<VendorRole> {
  const { vendorRole } = await callEndpoint(updateVendorRoleEndpoint, {
    params: { vendorId: body.vendorId, phoneNumber: body.phoneNumber },
    body,
  });
  return vendorRole;
}

export function useUpdateVendorRole(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: updateVendorRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorRolesQueryOptions(vendorId).queryKey }),
  });
}
