import type { VendorRole, VendorRoleBody, VendorRoleResponse } from '@queueless/contracts';
import { createVendorRole as createVendorRoleEndpoint } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { vendorRolesQueryOptions } from './get-vendor-roles';

export async function createVendorRole(body: VendorRoleBody): Promise<VendorRole> {
  const { vendorRole } = await apiRequest<VendorRoleResponse>(
    endpointPath(createVendorRoleEndpoint, { vendorId: body.vendorId }),
    {
      method: 'POST',
      body,
    },
  );
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
