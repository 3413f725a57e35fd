import { removeVendorRole as removeVendorRoleEndpoint } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, isApiError } from '#web/lib/api-client';
import { vendorRolesQueryOptions } from './get-vendor-roles';

/**
 * Removes the person's role. One already gone (a second tap whose first went through, another manager, an answer
 * lost on the way) is what was asked for: done, not a failure.
 */
export async function deleteVendorRole({ vendorId, phoneNumber }: { vendorId: string; phoneNumber: string }) {
  try {
    await callEndpoint(removeVendorRoleEndpoint, { params: { vendorId, phoneNumber } });
  } catch (error) {
    if (isApiError(error) && error.status === 404 && error.code === 'NOT_FOUND') return;
    throw error;
  }
}

export function useDeleteVendorRole(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: deleteVendorRole,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorRolesQueryOptions(vendorId).queryKey }),
  });
}
