import type { StaffLocationContext } from '#web/features/staff/components/staff-location-gate';
import { useSaveAndReturn } from '#web/features/staff/use-save-and-return';
import { staffPaths } from '#web/lib/staff-paths';
import { useCreateVendorEvent } from './api/create-vendor-event';
import { useVendorEvent } from './api/get-vendor-event';
import { useUpdateVendorEvent } from './api/update-vendor-event';
import type { EventBody } from './components/event-form';
import { eventMessages } from './event-form';

/** The create-event page's state and action: the event is saved, then staff go back to the events list. */
export function useCreateEventPage({ location, vendor }: StaffLocationContext) {
  const create = useCreateVendorEvent(vendor.vendorId);
  const listPath = staffPaths.staffEvents(location.vendorLocationId, vendor.vendorId);
  const done = useSaveAndReturn(listPath);
  const save = (body: EventBody) =>
    create.mutate(body, done({ saved: eventMessages.created, failed: eventMessages.createFailed }));
  return { listPath, save, isSaving: create.isPending };
}

/** The update-event page's state and action: the saved event, then the whole event sent back under its id. */
export function useUpdateEventPage({ location, vendor }: StaffLocationContext, eventId: string) {
  const event = useVendorEvent(vendor.vendorId, eventId);
  const update = useUpdateVendorEvent(vendor.vendorId);
  const listPath = staffPaths.staffEvents(location.vendorLocationId, vendor.vendorId);
  const done = useSaveAndReturn(listPath);
  const save = (body: EventBody) =>
    update.mutate({ ...body, eventId }, done({ saved: eventMessages.updated, failed: eventMessages.updateFailed }));
  return { event, listPath, save, isSaving: update.isPending };
}
