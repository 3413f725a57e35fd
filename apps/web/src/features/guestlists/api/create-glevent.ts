import type { CreateGleventBody, Glevent, GleventResponse } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { areaApiPaths } from '#web/lib/area-api-paths';
import { vendorGleventsQueryOptions } from './get-vendor-glevents';

export async function createGlevent(vendorId: string, body: CreateGleventBody): Promise<Glevent> {
  const { glevent } = await apiRequest<GleventResponse>(areaApiPaths.vendorGlevents(vendorId), {
    method: 'POST',
    body,
  });
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
