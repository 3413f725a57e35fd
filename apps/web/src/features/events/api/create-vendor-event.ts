import type { CreateEventBody, EventResponse, VendorEvent } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api-client';
import { staffApiPaths } from '#web/lib/staff-api-paths';
import { vendorEventsQueryOptions } from './get-vendor-events';

export async function createVendorEvent(vendorId: string, body: CreateEventBody): Promise<VendorEvent> {
  const { event } = await apiRequest<EventResponse>(staffApiPaths.adminVendorEvents(vendorId), {
    method: 'POST',
    body,
  });
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
