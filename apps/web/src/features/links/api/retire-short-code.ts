import type { ShortCode } from '@queueless/contracts';
import { retireShortCode as retireShortCodeEndpoint } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { vendorShortCodesQueryOptions } from './get-vendor-short-codes';

/** Retires a short link: it stops working, and the code is never given out again. */
export async function retireShortCode(vendorId: string, code: string): Promise<ShortCode> {
  const { shortCode } = await callEndpoint(retireShortCodeEndpoint, { params: { vendorId, code } });
  return shortCode;
}

export function useRetireShortCode(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => retireShortCode(vendorId, code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorShortCodesQueryOptions(vendorId).queryKey }),
  });
}
