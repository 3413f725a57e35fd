import type { CreateShortCodeBody, ShortCode, ShortCodeResponse } from '@queueless/contracts';
import { createShortCode as createShortCodeEndpoint } from '@queueless/contracts';
import { endpointPath } from '@queueless/contracts/endpoint';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { vendorShortCodesQueryOptions } from './get-vendor-short-codes';

export async function createShortCode(vendorId: string, body: CreateShortCodeBody): Promise<ShortCode> {
  const { shortCode } = await apiRequest<ShortCodeResponse>(endpointPath(createShortCodeEndpoint, { vendorId }), {
    method: 'POST',
    body,
  });
  return shortCode;
}

export function useCreateShortCode(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShortCodeBody) => createShortCode(vendorId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorShortCodesQueryOptions(vendorId).queryKey }),
  });
}
