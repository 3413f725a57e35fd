import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { vendorRolesQueryOptions } from './get-vendor-roles';

export async function deleteVendorRole({ vendorId, phoneNumber }: { vendorId: string; phoneNumber: string }) {
  await apiRequest<void>(apiPaths.vendorRole(vendorId, phoneNumber), { method: 'DELETE' });
}

export function useDeleteVendorRole(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVendorRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorRolesQueryOptions(vendorId).queryKey }),
  });
}
