import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const { vendorId = '' } = useParams();
  const vendor = useVendorSettings(vendorId);
  const update = useUpdateVendor(vendorId);
  const me = useMyVenues();
  const [pending, setPending] = useState<UpdateVendorBody | null>(null);

  const save = (body: UpdateVendorBody) =>
    update.mutate(body, {
      onSuccess: () => showToast({ title: t`Venue settings saved`, variant: 'success' }),
      onError: (error) =>
        showToast({ title: t`The settings were not saved`, description: failureReason(error), variant: 'error' }),
      onSettled: () => setPending(null),
    });

  const back = me.data?.operator
    ? { to: staffPaths.staffOperatorConsole(), label: t`Back to the operator console` }
    : { to: paths.staffLocations(), label: t`Back to locations` };

  return (
    <StaffPage title={t`Venue Settings`} back={back} subtitle={vendor.data?.name} isWide>
      <nav aria-label={t`Venue`} className="mt-4 flex flex-wrap gap-2">
        <Link
          to={staffPaths.staffVenueLocations(vendorId)}
          className={buttonStyles({ size: 'sm', variant: 'secondary' })}
        >
          <Trans>Locations</Trans>
        </Link>
        <Link to={staffPaths.staffAuditLog(vendorId)} className={buttonStyles({ size: 'sm', variant: 'secondary' })}>
          <Trans>Audit log</Trans>
        </Link>
        <Link
          to={staffPaths.staffVenuePayments(vendorId)}
          className={buttonStyles({ size: 'sm', variant: 'secondary' })}
        >
          <Trans>Payments</Trans>
        </Link>
        <Link
          to={staffPaths.staffIntegrations(vendorId)}
          className={buttonStyles({ size: 'sm', variant: 'secondary' })}
        >
          <Trans>Integrations</Trans>
        </Link>
      </nav>
      <StaffQuery
        query={vendor}
        loadingLabel={t`Loading venue`}
        errorMessage={t`We couldn't load this venue's settings.`}
      >
        {(current) => (
          <>
            {current.suspended && (
              <p role="status" className="mt-4 rounded-2xl bg-danger/15 p-4 text-sm text-danger">
                <Trans>This venue is suspended by an operator: ordering is closed at every location.</Trans>
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
              title={t`Change the time zone?`}
              description={pending?.timeZone ? timeZoneChangeNotice(current.timeZone, pending.timeZone) : undefined}
              confirmLabel={t`Change time zone`}
              isConfirming={update.isPending}
              onConfirm={() => pending && save(pending)}
            />
          </>
        )}
      </StaffQuery>
    </StaffPage>
  );
}
