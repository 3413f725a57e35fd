import type { CreateGleventBody, Glevent } from '@queueless/contracts';
import { createGlevent as createGleventEndpoint } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { vendorGleventsQueryOptions } from './get-vendor-glevents';

export async function createGlevent(vendorId: string, body: CreateGleventBody): Promise<Glevent> {
  const { glevent } = await callEndpoint(createGleventEndpoint, { params: { vendorId }, body });
  return glevent;
}

export function useCreateGlevent(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: CreateGleventBody) => createGlevent(vendorId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorGleventsQueryOptions(vendorId).queryKey }),
  });
}
