import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Navigate, useParams } from 'react-router';
import { buttonStyles } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { GleventForm } from '#web/features/guestlists/components/glevent-form';
import { emptyGleventForm } from '#web/features/guestlists/glevent-form';
import { useCreateGleventPage, useUpdateGleventPage } from '#web/features/guestlists/use-glevent-form-page';
import { ManagerGate } from '#web/features/staff/components/manager-gate';
import { type StaffLocationContext, StaffLocationGate } from '#web/features/staff/components/staff-location-gate';
import { StaffLoading, StaffPage } from '#web/features/staff/components/staff-page';
import { staffPaths } from '#web/lib/staff-paths';

function CreateGlevent(context: StaffLocationContext) {
  const { t } = useLingui();
  const { listPath, save, isSaving } = useCreateGleventPage(context);
  const { vendor } = context;
  return (
    <StaffPage
      title={t`Create Guest List Event`}
      back={{ to: listPath, label: t`Back to guest list events` }}
      subtitle={vendor.name}
    >
      <GleventForm
        initialValues={{ ...emptyGleventForm, venueName: vendor.name }}
        timeZone={vendor.timeZone}
        submitLabel={t`Create Guest List Event`}
        isSaving={isSaving}
        hasVendor={Boolean(vendor.vendorId)}
        onSubmit={save}
      />
    </StaffPage>
  );
}

function UpdateGlevent({ gleventId, ...context }: StaffLocationContext & { gleventId: string }) {
  const { t } = useLingui();
  const { glevent, initial, isError, listPath, save, isSaving } = useUpdateGleventPage(context, gleventId);

  if (isError) {
    return (
      <StaffPage title={t`Error Loading Event`} heading={null}>
        <ErrorState title={t`Error Loading Event`} message={t`Unable to load event details`}>
          <Link to={listPath} className={buttonStyles({ size: 'lg', fullWidth: true })}>
            <Trans>Back to Guest List Events</Trans>
          </Link>
        </ErrorState>
      </StaffPage>
    );
  }
  if (!glevent || !initial) {
    return (
      <StaffPage title={t`Update Guest List Event`} back={{ to: listPath, label: t`Back to guest list events` }}>
        <StaffLoading label={t`Loading event`} />
      </StaffPage>
    );
  }

  return (
    <StaffPage
      title={t`Update Guest List Event`}
      back={{ to: listPath, label: t`Back to guest list events` }}
      subtitle={context.vendor.name}
    >
      <GleventForm
        key={glevent.gleventId}
        initialValues={initial}
        timeZone={glevent.timeZone}
        submitLabel={t`Update Guest List Event`}
        isSaving={isSaving}
        hasVendor={Boolean(context.vendor.vendorId)}
        onSubmit={save}
      />
    </StaffPage>
  );
}

/** /staff/location/{id}/guestlist-events/create: MANAGER and above (STAFF go back to the list). */
export function StaffGleventCreatePage() {
  const { vendorLocationId = '' } = useParams();
  return (
    <StaffLocationGate vendorLocationId={vendorLocationId}>
      {(context) =>
        context.staffRole.role === 'STAFF' ? (
          <Navigate to={staffPaths.staffGlevents(context.location.vendorLocationId)} replace />
        ) : (
          <CreateGlevent {...context} />
        )
      }
    </StaffLocationGate>
  );
}

/** /staff/location/{id}/{vendorId}/guestlist-event/edit/{gleventId}: MANAGER and above. */
export function StaffGleventEditPage() {
  const { gleventId = '' } = useParams();
  return <ManagerGate>{(context) => <UpdateGlevent {...context} gleventId={gleventId} />}</ManagerGate>;
}
