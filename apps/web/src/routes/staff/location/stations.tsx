import { useLingui } from '@lingui/react/macro';
import { useParams } from 'react-router';
import { ManagerGate } from '#web/features/staff/components/manager-gate';
import { StaffPage } from '#web/features/staff/components/staff-page';
import { ExpoBoard } from '#web/features/stations/components/expo-board';
import { StationScreen } from '#web/features/stations/components/station-screen';
import { StationsSettings } from '#web/features/stations/components/stations-page';
import { staffPaths } from '#web/lib/staff-paths';

/** /staff/location/{vendorLocationId}/{vendorId}/stations: stations, routing and printers (MANAGER and above). */
export function StaffStationsPage() {
  const { t } = useLingui();
  return (
    <ManagerGate>
      {({ location }) => (
        <StaffPage
          title={t`Stations`}
          back={{ to: staffPaths.staffLocation(location.vendorLocationId), label: t`Back to location menu` }}
          subtitle={t`${location.description} · Where each order is made and printed.`}
          isWide
        >
          <StationsSettings vendorLocationId={location.vendorLocationId} />
        </StaffPage>
      )}
    </ManagerGate>
  );
}

/** /staff/location/{vendorLocationId}/station/{stationId}: a station's screen, from a phone to a TV. */
export function StaffStationScreenPage() {
  const { vendorLocationId = '', stationId = '' } = useParams();
  return (
    <StationScreen
      key={stationId}
      vendorLocationId={vendorLocationId}
      stationId={stationId}
      backTo={staffPaths.staffLocation(vendorLocationId)}
    />
  );
}

/** /staff/location/{vendorLocationId}/expo: orders whose stations are partly done. */
export function StaffExpoPage() {
  const { t } = useLingui();
  const { vendorLocationId = '' } = useParams();
  return (
    <StaffPage
      title={t`Expo`}
      back={{ to: staffPaths.staffLocation(vendorLocationId), label: t`Back to location menu` }}
      subtitle={t`Orders with some stations done and some still open.`}
      isWide
    >
      <ExpoBoard vendorLocationId={vendorLocationId} />
    </StaffPage>
  );
}
