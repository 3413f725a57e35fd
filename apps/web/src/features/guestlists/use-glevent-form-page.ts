import { showToast } from '#web/components/ui/toast';
import type { StaffLocationContext } from '#web/features/staff/components/staff-location-gate';
import { useSaveAndReturn } from '#web/features/staff/use-save-and-return';
import { staffPaths } from '#web/lib/staff-paths';
import { useCreateGlevent } from './api/create-glevent';
import { useVendorGlevents } from './api/get-vendor-glevents';
import { useUpdateGlevent } from './api/update-glevent';
import {
  type GleventFormValues,
  gleventFormValuesOf,
  gleventMessages,
  toCreateGleventBody,
  toUpdateGleventBody,
} from './glevent-form';

/** The create page's state and action: the guest-list event is saved on the venue's clock, then back to the list. */
export function useCreateGleventPage({ location, vendor }: StaffLocationContext) {
  const create = useCreateGlevent(vendor.vendorId);
  const listPath = staffPaths.staffGlevents(location.vendorLocationId);
  const done = useSaveAndReturn(listPath);
  const save = (values: GleventFormValues) =>
    create.mutate(
      toCreateGleventBody(values, vendor.timeZone),
      done({ saved: gleventMessages.created, failed: gleventMessages.createFailed }),
    );
  return { listPath, save, isSaving: create.isPending };
}

/**
 * The update page's state and action: the event found among the vendor's (upcoming or past; `isMissing` once they are
 * loaded without it), and a save that sends only what changed (nothing changed: a toast, no call).
 */
export function useUpdateGleventPage({ location, vendor }: StaffLocationContext, gleventId: string) {
  const glevents = useVendorGlevents(vendor.vendorId);
  const update = useUpdateGlevent(vendor.vendorId, gleventId);
  const listPath = staffPaths.staffGlevents(location.vendorLocationId);
  const done = useSaveAndReturn(listPath);
  const glevent = glevents.data
    ? [...glevents.data.upcomingGlevents, ...glevents.data.pastGlevents].find((e) => e.gleventId === gleventId)
    : undefined;
  const initial = glevent ? gleventFormValuesOf(glevent) : undefined;

  const save = (values: GleventFormValues) => {
    if (!glevent || !initial) return;
    if (!vendor.vendorId || !gleventId) {
      showToast({ title: gleventMessages.updateFailed, description: gleventMessages.idsRequired, variant: 'error' });
      return;
    }
    const body = toUpdateGleventBody(initial, values, glevent.timeZone);
    if (Object.keys(body).length === 0) {
      showToast({ title: gleventMessages.nothingChanged });
      return;
    }
    update.mutate(body, done({ saved: gleventMessages.updated, failed: gleventMessages.updateFailed }));
  };

  return {
    glevent,
    initial,
    isError: glevents.isError || Boolean(glevents.data && !glevent),
    listPath,
    save,
    isSaving: update.isPending,
  };
}
