import type { UpdateVendorBody } from '@queueless/contracts';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonStyles } from '#web/components/ui/button';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { showToast } from '#web/components/ui/toast';
import { useMyVenues, useUpdateVendor, useVendorSettings } from '#web/features/operators/api/operators-api';
import { timeZoneChangeNotice } from '#web/features/operators/form-errors';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { StaffQuery } from '#web/features/staff/components/staff-query';
import { failureReason } from '#web/features/staff/use-save-and-return';
import { paths } from '#web/lib/paths';
import { staffPaths } from '#web/lib/staff-paths';
import { VendorForm } from './vendor-form';

/** /staff/venue/{vendorId}: the venue's settings, for its ADMIN and above and operators. */
export function VenueSettingsPage() {
  const { vendorId = '' } = useParams();
  const vendor = useVendorSettings(vendorId);
  const update = useUpdateVendor(vendorId);
  const me = useMyVenues();
  const [pending, setPending] = useState<UpdateVendorBody | null>(null);

  const save = (body: UpdateVendorBody) =>
    update.mutate(body, {
      onSuccess: () => showToast({ title: 'Venue settings saved', variant: 'success' }),
      onError: (error) =>
        showToast({ title: 'The settings were not saved', description: failureReason(error), variant: 'error' }),
      onSettled: () => setPending(null),
    });

  const back = me.data?.operator
    ? { to: staffPaths.staffOperatorConsole(), label: 'Back to the operator console' }
    : { to: paths.staffLocations(), label: 'Back to locations' };

  return (
    <StaffPage title="Venue Settings" back={back} subtitle={vendor.data?.name} isWide>
      <nav aria-label="Venue" className="mt-4 flex flex-wrap gap-2">
        <Link
          to={staffPaths.staffVenueLocations(vendorId)}
          className={buttonStyles({ size: 'sm', variant: 'secondary' })}
        >
          Locations
        </Link>
        <Link to={staffPaths.staffAuditLog(vendorId)} className={buttonStyles({ size: 'sm', variant: 'secondary' })}>
          Audit log
        </Link>
        <Link
          to={staffPaths.staffVenuePayments(vendorId)}
          className={buttonStyles({ size: 'sm', variant: 'secondary' })}
        >
          Payments
        </Link>
        <Link
          to={staffPaths.staffIntegrations(vendorId)}
          className={buttonStyles({ size: 'sm', variant: 'secondary' })}
        >
          Integrations
        </Link>
      </nav>
      <StaffQuery query={vendor} loadingLabel="Loading venue" errorMessage="We couldn't load this venue's settings.">
        {(current) => (
          <>
            {current.suspended && (
              <p role="status" className="mt-4 rounded-2xl bg-danger/15 p-4 text-sm text-danger">
                This venue is suspended by an operator: ordering is closed at every location.
              </p>
            )}
            <VendorForm
              key={`${current.vendorId}`}
              mode="edit"
              vendor={current}
              isSaving={update.isPending}
              onSubmit={(body) => (body.timeZone && body.timeZone !== current.timeZone ? setPending(body) : save(body))}
            />
            <ConfirmDialog
              open={pending !== null}
              onClose={() => setPending(null)}
              title="Change the time zone?"
              description={pending?.timeZone ? timeZoneChangeNotice(current.timeZone, pending.timeZone) : undefined}
              confirmLabel="Change time zone"
              isConfirming={update.isPending}
              onConfirm={() => pending && save(pending)}
            />
          </>
        )}
      </StaffQuery>
    </StaffPage>
  );
}
