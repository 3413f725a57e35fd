import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '#web/app/paths';
import { buttonStyles } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { showToast } from '#web/components/ui/toast';
import { useCreateVendorEvent } from '#web/features/events/api/create-vendor-event';
import { useVendorEvent } from '#web/features/events/api/get-vendor-event';
import { useUpdateVendorEvent } from '#web/features/events/api/update-vendor-event';
import { type EventBody, EventForm } from '#web/features/events/components/event-form';
import { emptyEventForm, eventFormValuesOf, eventMessages } from '#web/features/events/event-form';
import { ManagerGate } from '#web/features/staff/components/manager-gate';
import type { StaffLocationContext } from '#web/features/staff/components/staff-location-gate';
import { StaffLoading, StaffPage } from '#web/features/staff/components/staff-page';
import { isApiError } from '#web/lib/api-client';

function failureReason(error: unknown): string | undefined {
  return isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : undefined;
}

function CreateEvent({ location, vendor }: StaffLocationContext) {
  const navigate = useNavigate();
  const create = useCreateVendorEvent(vendor.vendorId);
  const listPath = paths.staffEvents(location.vendorLocationId, vendor.vendorId);
  const save = (body: EventBody) =>
    create.mutate(body, {
      onSuccess: () => {
        showToast({ title: eventMessages.created, variant: 'success' });
        void navigate(listPath);
      },
      onError: (error) =>
        showToast({ title: eventMessages.createFailed, description: failureReason(error), variant: 'error' }),
    });
  return (
    <StaffPage title="Create Event" back={{ to: listPath, label: 'Back to events' }} subtitle={vendor.name}>
      <EventForm
        initialValues={emptyEventForm}
        timeZone={vendor.timeZone}
        submitLabel="Create Event"
        isSaving={create.isPending}
        onSubmit={save}
      />
    </StaffPage>
  );
}

function UpdateEvent({ location, vendor, eventId }: StaffLocationContext & { eventId: string }) {
  const navigate = useNavigate();
  const event = useVendorEvent(vendor.vendorId, eventId);
  const update = useUpdateVendorEvent(vendor.vendorId);
  const listPath = paths.staffEvents(location.vendorLocationId, vendor.vendorId);

  if (event.isError) {
    return (
      <StaffPage title={eventMessages.loadFailedTitle} heading={null}>
        <ErrorState title={eventMessages.loadFailedTitle} message={eventMessages.loadFailedMessage}>
          <Link to={listPath} className={buttonStyles({ size: 'lg', fullWidth: true })}>
            Back to Events
          </Link>
          <Link
            to={paths.staffLocations()}
            className={buttonStyles({ variant: 'secondary', size: 'lg', fullWidth: true })}
          >
            Scan Location Code
          </Link>
        </ErrorState>
      </StaffPage>
    );
  }

  const save = (body: EventBody) =>
    update.mutate(
      { ...body, eventId },
      {
        onSuccess: () => {
          showToast({ title: eventMessages.updated, variant: 'success' });
          void navigate(listPath);
        },
        onError: (error) =>
          showToast({ title: eventMessages.updateFailed, description: failureReason(error), variant: 'error' }),
      },
    );

  return (
    <StaffPage
      title="Update Event"
      back={{ to: listPath, label: 'Back to events' }}
      subtitle={vendor.name}
      actions={
        <Link
          to={paths.staffPrizes(location.vendorLocationId, vendor.vendorId, eventId)}
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          Prizes
        </Link>
      }
    >
      {event.data ? (
        <EventForm
          key={event.data.eventId}
          initialValues={eventFormValuesOf(event.data)}
          timeZone={event.data.timeZone}
          savedDescriptionHtml={event.data.description}
          submitLabel="Update Event"
          isSaving={update.isPending}
          onSubmit={save}
        />
      ) : (
        <StaffLoading label="Loading event" />
      )}
    </StaffPage>
  );
}

/** /staff/location/{id}/{vendorId}/event/create and …/event/edit/{eventId}: the event form. */
export function StaffEventFormPage() {
  const { eventId } = useParams();
  return (
    <ManagerGate>
      {(context) => (eventId ? <UpdateEvent {...context} eventId={eventId} /> : <CreateEvent {...context} />)}
    </ManagerGate>
  );
}
