import type { CreateShortCodeBody, ShortCode } from '@queueless/contracts';
import { createShortCode as createShortCodeEndpoint } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { vendorShortCodesQueryOptions } from './get-vendor-short-codes';

export async function createShortCode(vendorId: string, body: CreateShortCodeBody): Promise<ShortCode> {
  const { shortCode } = await callEndpoint(createShortCodeEndpoint, { params: { vendorId }, body });
  return shortCode;
}

export function useCreateShortCode(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShortCodeBody) => createShortCode(vendorId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorShortCodesQueryOptions(vendorId).queryKey }),
  });
}
