import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from 'react-router';
import { buttonStyles } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { EventForm } from '#web/features/events/components/event-form';
import { emptyEventForm, eventFormValuesOf, eventMessages } from '#web/features/events/event-form';
import { useCreateEventPage, useUpdateEventPage } from '#web/features/events/use-event-form-page';
import { ManagerGate } from '#web/features/staff/components/manager-gate';
import type { StaffLocationContext } from '#web/features/staff/components/staff-location-gate';
import { StaffLoading, StaffPage } from '#web/features/staff/components/staff-page';
import { paths } from '#web/lib/paths';
import { staffPaths } from '#web/lib/staff-paths';

function CreateEvent(context: StaffLocationContext) {
  const { t } = useLingui();
  const { listPath, save, isSaving } = useCreateEventPage(context);
  const { vendor } = context;
  return (
    <StaffPage title={t`Create Event`} back={{ to: listPath, label: t`Back to events` }} subtitle={vendor.name}>
      <EventForm
        initialValues={emptyEventForm}
        timeZone={vendor.timeZone}
        submitLabel={t`Create Event`}
        isSaving={isSaving}
        onSubmit={save}
      />
    </StaffPage>
  );
}

function UpdateEvent({ eventId, ...context }: StaffLocationContext & { eventId: string }) {
  const { t } = useLingui();
  const { event, listPath, save, isSaving } = useUpdateEventPage(context, eventId);
  const { location, vendor } = context;

  if (event.isError) {
    return (
      <StaffPage title={eventMessages.loadFailedTitle} heading={null}>
        <ErrorState title={eventMessages.loadFailedTitle} message={eventMessages.loadFailedMessage}>
          <Link to={listPath} className={buttonStyles({ size: 'lg', fullWidth: true })}>
            <Trans>Back to Events</Trans>
          </Link>
          <Link
            to={paths.staffLocations()}
            className={buttonStyles({ variant: 'secondary', size: 'lg', fullWidth: true })}
          >
            <Trans>Scan Location Code</Trans>
          </Link>
        </ErrorState>
      </StaffPage>
    );
  }

  return (
    <StaffPage
      title={t`Update Event`}
      back={{ to: listPath, label: t`Back to events` }}
      subtitle={vendor.name}
      actions={
        <Link
          to={staffPaths.staffPrizes(location.vendorLocationId, vendor.vendorId, eventId)}
          className={buttonStyles({ variant: 'secondary', size: 'sm' })}
        >
          <Trans>Prizes</Trans>
        </Link>
      }
    >
      {event.data ? (
        <EventForm
          key={event.data.eventId}
          initialValues={eventFormValuesOf(event.data)}
          timeZone={event.data.timeZone}
          savedDescriptionHtml={event.data.description}
          submitLabel={t`Update Event`}
          isSaving={isSaving}
          onSubmit={save}
        />
      ) : (
        <StaffLoading label={t`Loading event`} />
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
