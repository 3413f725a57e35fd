import { Trans } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { staffArtistPagesMenuEntry } from '#web/features/content/components/staff-artist-pages-menu-entry';
import { ClaimRewardMenuLink } from '#web/features/contests/components/claim-reward-menu-link';
import { staffMenuEditorMenuEntry } from '#web/features/inventory/components/staff-menu-editor-menu-entry';
import { staffLinksMenuEntry } from '#web/features/links/components/staff-links-menu-entry';
import { QueueMenuLink } from '#web/features/pickup/components/queue-menu-link';
import { warmUpQrDecoder } from '#web/features/scanner/warm-up';
import { LocationMenu } from '#web/features/staff/components/location-menu';
import { ManagerMenuLink } from '#web/features/staff/components/manager-menu-link';
import { StaffLocationGate } from '#web/features/staff/components/staff-location-gate';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { isAnalyticsBetaOn } from '#web/features/staff/location-menu';
import { roleLabels } from '#web/features/staff/role-labels';
import { staffStationsMenuEntry } from '#web/features/stations/components/staff-stations-menu-entry';
import { StationScreensMenuLinks } from '#web/features/stations/components/station-screens-menu-links';
import { PauseOrderingControl } from '#web/features/vendor-locations/components/pause-ordering-control';
import { paths } from '#web/lib/paths';

/** Warms the order scanner while staff look at the menu (ordering vendors only). */
function ScannerWarmUp() {
  useEffect(() => warmUpQrDecoder(), []);
  return null;
}

/** /staff/location/{vendorLocationId}: the staff location menu. */
export function StaffLocationMenuPage() {
  const { vendorLocationId = '' } = useParams();
  const [search] = useSearchParams();
  return (
    <StaffLocationGate vendorLocationId={vendorLocationId}>
      {({ location, vendor, staffRole }) => (
        <StaffPage
          title={location.description}
          subtitle={
            <>
              {vendor.name} · <span className="font-mono">{location.vendorLocationId}</span>
              <span className="ml-2 rounded-md bg-surface-raised px-1.5 py-0.5 text-xs font-semibold text-ink-muted">
                {roleLabels[staffRole.role]}
              </span>
            </>
          }
        >
          {!vendor.guestlistEnabled && <ScannerWarmUp />}
          <LocationMenu
            vendorLocationId={location.vendorLocationId}
            vendorId={vendor.vendorId}
            role={staffRole.role}
            isGuestlistEnabled={vendor.guestlistEnabled}
            isAnalyticsBeta={isAnalyticsBetaOn(search)}
          />
          {!vendor.guestlistEnabled && <QueueMenuLink vendorLocationId={location.vendorLocationId} />}
          {!vendor.guestlistEnabled && <StationScreensMenuLinks vendorLocationId={location.vendorLocationId} />}
          <PauseOrderingControl
            vendorLocationId={location.vendorLocationId}
            staffRole={staffRole.role}
            ordering={location.ordering}
            maxAlcoholicItemsPerOrder={location.maxAlcoholicItemsPerOrder}
          />
          <ClaimRewardMenuLink vendorLocationId={location.vendorLocationId} />
          {[staffMenuEditorMenuEntry, staffStationsMenuEntry, staffLinksMenuEntry, staffArtistPagesMenuEntry].map(
            (entry) => (
              <ManagerMenuLink
                key={entry.label}
                entry={entry}
                vendorLocationId={location.vendorLocationId}
                vendorId={vendor.vendorId}
                role={staffRole.role}
              />
            ),
          )}
          <Link
            to={paths.staffLocations()}
            className="mt-8 self-center rounded-lg px-3 py-2 text-sm font-medium text-ink-muted underline-offset-4 hover:text-ink hover:underline"
          >
            <Trans>Change location</Trans>
          </Link>
        </StaffPage>
      )}
    </StaffLocationGate>
  );
}
