import { useLingui } from '@lingui/react/macro';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { ReportingDashboard } from '#web/features/analytics/components/reporting-dashboard';
import { StaffLocationGate } from '#web/features/staff/components/staff-location-gate';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { isAnalyticsBetaOn } from '#web/features/staff/location-menu';
import { useStations } from '#web/features/stations/api/stations';
import { TicketTimesPanel } from '#web/features/stations/components/ticket-times-panel';
import { staffPaths } from '#web/lib/staff-paths';
import { withSearch } from '#web/lib/url';

/**
 * /staff/location/{vendorLocationId}/reporting: the analytics dashboard (customer.md section 2), for MANAGER and
 * above, while it is in beta only with ?analytics_beta=1; anyone else goes back to the location menu.
 */
export function StaffReportingPage() {
  const { t } = useLingui();
  const { vendorLocationId = '' } = useParams();
  const [search] = useSearchParams();
  const isBeta = isAnalyticsBetaOn(search);
  return (
    <StaffLocationGate vendorLocationId={vendorLocationId}>
      {({ location, vendor, staffRole }) => {
        const menu = withSearch(staffPaths.staffLocation(location.vendorLocationId), isBeta ? 'analytics_beta=1' : '');
        if (staffRole.role === 'STAFF' || !isBeta) return <Navigate to={menu} replace />;
        return (
          <StaffPage
            title={t`Analytics & Reporting`}
            subtitle={vendor.name}
            back={{ to: menu, label: t`Back to location menu` }}
            isWide
          >
            <LocationReports vendorId={vendor.vendorId} vendorLocationId={location.vendorLocationId} />
          </StaffPage>
        );
      }}
    </StaffLocationGate>
  );
}

/** The dashboard, with the location's ticket times where it has stations (decision 088). */
export function LocationReports({ vendorId, vendorLocationId }: { vendorId: string; vendorLocationId: string }) {
  const stations = useStations(vendorLocationId);
  const hasStations = Boolean(stations.data?.items.length);
  return (
    <ReportingDashboard
      vendorId={vendorId}
      ticketTimes={
        hasStations
          ? (week) => (
              <TicketTimesPanel
                vendorLocationId={vendorLocationId}
                from={week.weekStart}
                to={week.weekEnd}
                periodLabel={week.label}
              />
            )
          : undefined
      }
    />
  );
}
