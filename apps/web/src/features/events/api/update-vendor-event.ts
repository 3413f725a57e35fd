import type { UpdateEventBody, VendorEvent } from '@queueless/contracts';
import { updateEvent as updateEventEndpoint } from '@queueless/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/lib/api-client';
import { vendorEventQueryOptions } from './get-vendor-event';
import { vendorEventsQueryOptions } from './get-vendor-events';

/** Replaces the event with the full event sent (its images stay when left out). */
export async function updateVendorEvent(vendorId: string, body: UpdateEventBody): Promise<VendorEvent> {
  const { event } = await callEndpoint(updateEventEndpoint, { params: { vendorId }, body });
  return event;
}

export function useUpdateVendorEvent(vendorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    networkMode: 'always',
    mutationFn: (body: UpdateEventBody) => updateVendorEvent(vendorId, body),
    onSuccess: (event) => {
      queryClient.setQueryData(vendorEventQueryOptions(vendorId, event.eventId).queryKey, event);
      return queryClient.invalidateQueries({ queryKey: vendorEventsQueryOptions(vendorId).queryKey });
    },
  });
}
