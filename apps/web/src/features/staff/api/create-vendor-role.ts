import type { VendorRole, VendorRoleBody } from '@queueless/contracts';
import { createVendorRole as createVendorRoleEndpoint } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { vendorRolesQueryOptions } from './get-vendor-roles';

export async function createVendorRole(body: VendorRoleBody): Promise<VendorRole> {
  const { vendorRole } = await callEndpoint(createVendorRoleEndpoint, { params: { vendorId: body.vendorId }, body });
  return vendorRole;
}

export function useCreateVendorRole(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: createVendorRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorRolesQueryOptions(vendorId).queryKey }),
  });
}
