import { Trans, useLingui } from '@lingui/react/macro';
import type { Role, Vendor, VendorLocation, VendorRole } from '@queueless/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { FullPageSpinner } from '#web/components/ui/spinner';
import { useStaffLocation } from '#web/features/staff/use-staff-location';
import { isApiError } from '#web/lib/api-client';
import { paths } from '#web/lib/paths';
import { StaffNotFound } from './staff-not-found';
import { StaffPage } from './staff-page';

export type StaffLocationContext = {
  location: VendorLocation;
  vendor: Vendor;
  /** The signed-in person's role at the location's vendor. */
  staffRole: VendorRole & { role: Role };
};

type StaffLocationGateProps = {
  vendorLocationId: string;
  children: (context: StaffLocationContext) => ReactNode;
};

/**
 * Renders a staff page once its location, vendor and the person's role are known: 404 for an unknown location, a
 * clear 'no access' page for someone without a role at the vendor, and a retry for anything else.
 */
export function StaffLocationGate({ vendorLocationId, children }: StaffLocationGateProps) {
  const { t } = useLingui();
  const { location, vendor, role } = useStaffLocation(vendorLocationId);

  if (location.isError && isApiError(location.error) && location.error.status === 404) return <StaffNotFound />;
  const failed = [location, vendor, role].find((query) => query.isError);
  if (failed) {
    return (
      <StaffPage title={t`Error occurred`} heading={null}>
        <ErrorState
          title={t`Error occurred`}
          message={t`We couldn't load this location. Check your connection and try again.`}
          onRetry={() => void failed.refetch()}
          isRetrying={failed.isFetching}
        />
      </StaffPage>
    );
  }
  if (!location.data || !vendor.data || role.data === undefined) return <FullPageSpinner />;
  if (role.data === null) return <NoAccess vendorName={vendor.data.name} />;
  return children({ location: location.data, vendor: vendor.data, staffRole: role.data });
}

function NoAccess({ vendorName }: { vendorName: string }) {
  const { t } = useLingui();
  return (
    <StaffPage title={t`No access`}>
      <div role="alert" className="mt-10 flex flex-col items-center gap-3 text-center">
        <span aria-hidden="true" className="grid size-14 place-items-center rounded-full bg-danger/15 text-danger">
          <svg viewBox="0 0 24 24" className="size-7" fill="none" aria-hidden="true" focusable="false">
            <rect x="5" y="10.5" width="14" height="9.5" rx="2" stroke="currentColor" strokeWidth="1.8" />
            <path d="M8.5 10.5V8a3.5 3.5 0 0 1 7 0v2.5" stroke="currentColor" strokeWidth="1.8" />
          </svg>
        </span>
        <h2 className="text-xl font-semibold">
          <Trans>You don't have access to this location</Trans>
        </h2>
        <p className="text-ink-muted">
          <Trans>
            Your account has no staff role at <span className="font-medium text-ink">{vendorName}</span>. Ask a manager
            to add you, then scan the location again.
          </Trans>
        </p>
        <Link to={paths.staffLocations()} className={buttonStyles({ size: 'lg', fullWidth: true })}>
          <Trans>Scan Location Code</Trans>
        </Link>
      </div>
    </StaffPage>
  );
}
