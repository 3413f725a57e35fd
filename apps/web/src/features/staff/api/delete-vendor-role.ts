import { removeVendorRole as removeVendorRoleEndpoint } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { vendorRolesQueryOptions } from './get-vendor-roles';

export async function deleteVendorRole({ vendorId, phoneNumber }: { vendorId: string; phoneNumber: string }) {
  await apiRequest<void>(endpointPath(removeVendorRoleEndpoint, { vendorId, phoneNumber }), { method: 'DELETE' });
}

export function useDeleteVendorRole(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: deleteVendorRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorRolesQueryOptions(vendorId).queryKey }),
  });
}
