import type { CreateEventBody, VendorEvent } from '@queueless/contracts';
import { createEvent as createEventEndpoint } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { vendorEventsQueryOptions } from './get-vendor-events';

export async function createVendorEvent(vendorId: string, body: CreateEventBody): Promise<VendorEvent> {
  const { event } = await callEndpoint(createEventEndpoint, { params: { vendorId }, body });
  return event;
}

export function useCreateVendorEvent(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: CreateEventBody) => createVendorEvent(vendorId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vendorEventsQueryOptions(vendorId).queryKey }),
  });
}
