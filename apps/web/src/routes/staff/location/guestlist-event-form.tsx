import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { paths } from '#web/app/paths';
import { buttonStyles } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { showToast } from '#web/components/ui/toast';
import { useCreateGlevent } from '#web/features/guestlists/api/create-glevent';
import { useVendorGlevents } from '#web/features/guestlists/api/get-vendor-glevents';
import { useUpdateGlevent } from '#web/features/guestlists/api/update-glevent';
import { GleventForm } from '#web/features/guestlists/components/glevent-form';
import {
  emptyGleventForm,
  type GleventFormValues,
  gleventFormValuesOf,
  gleventMessages,
  toCreateGleventBody,
  toUpdateGleventBody,
} from '#web/features/guestlists/glevent-form';
import { ManagerGate } from '#web/features/staff/components/manager-gate';
import { type StaffLocationContext, StaffLocationGate } from '#web/features/staff/components/staff-location-gate';
import { StaffLoading, StaffPage } from '#web/features/staff/components/staff-page';
import { isApiError } from '#web/lib/api-client';

function failureReason(error: unknown): string | undefined {
  return isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : undefined;
}

function CreateGlevent({ location, vendor }: StaffLocationContext) {
  const navigate = useNavigate();
  const create = useCreateGlevent(vendor.vendorId);
  const listPath = paths.staffGuestlistEvents(location.vendorLocationId);
  const save = (values: GleventFormValues) =>
    create.mutate(toCreateGleventBody(values, vendor.timeZone), {
      onSuccess: () => {
        showToast({ title: gleventMessages.created, variant: 'success' });
        void navigate(listPath);
      },
      onError: (error) =>
        showToast({ title: gleventMessages.createFailed, description: failureReason(error), variant: 'error' }),
    });
  return (
    <StaffPage
      title="Create Guest List Event"
      back={{ to: listPath, label: 'Back to guest list events' }}
      subtitle={vendor.name}
    >
      <GleventForm
        initialValues={{ ...emptyGleventForm, venueName: vendor.name }}
        timeZone={vendor.timeZone}
        submitLabel="Create Guest List Event"
        isSaving={create.isPending}
        hasVendor={Boolean(vendor.vendorId)}
        onSubmit={save}
      />
    </StaffPage>
  );
}

function UpdateGlevent({ location, vendor, gleventId }: StaffLocationContext & { gleventId: string }) {
  const navigate = useNavigate();
  const glevents = useVendorGlevents(vendor.vendorId);
  const update = useUpdateGlevent(vendor.vendorId, gleventId);
  const listPath = paths.staffGuestlistEvents(location.vendorLocationId);
  const glevent = glevents.data
    ? [...glevents.data.upcomingGlevents, ...glevents.data.pastGlevents].find((e) => e.gleventId === gleventId)
    : undefined;

  if (glevents.isError || (glevents.data && !glevent)) {
    return (
      <StaffPage title="Error Loading Event" heading={null}>
        <ErrorState title="Error Loading Event" message="Unable to load event details">
          <Link to={listPath} className={buttonStyles({ size: 'lg', fullWidth: true })}>
            Back to Guest List Events
          </Link>
        </ErrorState>
      </StaffPage>
    );
  }
  if (!glevent) {
    return (
      <StaffPage title="Update Guest List Event" back={{ to: listPath, label: 'Back to guest list events' }}>
        <StaffLoading label="Loading event" />
      </StaffPage>
    );
  }

  const initial = gleventFormValuesOf(glevent);
  const save = (values: GleventFormValues) => {
    if (!vendor.vendorId || !gleventId) {
      showToast({ title: gleventMessages.updateFailed, description: gleventMessages.idsRequired, variant: 'error' });
      return;
    }
    const body = toUpdateGleventBody(initial, values, glevent.timeZone);
    if (Object.keys(body).length === 0) {
      showToast({ title: gleventMessages.nothingChanged });
      return;
    }
    update.mutate(body, {
      onSuccess: () => {
        showToast({ title: gleventMessages.updated, variant: 'success' });
        void navigate(listPath);
      },
      onError: (error) =>
        showToast({ title: gleventMessages.updateFailed, description: failureReason(error), variant: 'error' }),
    });
  };
  return (
    <StaffPage
      title="Update Guest List Event"
      back={{ to: listPath, label: 'Back to guest list events' }}
      subtitle={vendor.name}
    >
      <GleventForm
        key={glevent.gleventId}
        initialValues={initial}
        timeZone={glevent.timeZone}
        submitLabel="Update Guest List Event"
        isSaving={update.isPending}
        hasVendor={Boolean(vendor.vendorId)}
        onSubmit={save}
      />
    </StaffPage>
  );
}

/** /staff/location/{id}/guestlist-events/create: MANAGER and above (STAFF go back to the list). */
export function StaffGuestlistEventCreatePage() {
  const { vendorLocationId = '' } = useParams();
  return (
    <StaffLocationGate vendorLocationId={vendorLocationId}>
      {(context) =>
        context.staffRole.role === 'STAFF' ? (
          <Navigate to={paths.staffGuestlistEvents(context.location.vendorLocationId)} replace />
        ) : (
          <CreateGlevent {...context} />
        )
      }
    </StaffLocationGate>
  );
}

/** /staff/location/{id}/{vendorId}/guestlist-event/edit/{gleventId}: MANAGER and above. */
export function StaffGuestlistEventEditPage() {
  const { gleventId = '' } = useParams();
  return <ManagerGate>{(context) => <UpdateGlevent {...context} gleventId={gleventId} />}</ManagerGate>;
}
