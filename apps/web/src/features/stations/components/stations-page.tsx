import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ErrorState } from '#web/components/ui/error-state';
import { Spinner } from '#web/components/ui/spinner';
import { useInventory } from '#web/features/inventory/api/get-inventory';
import { useStations } from '#web/features/stations/api/stations';
import { isApiError } from '#web/lib/api-client';
import { staffPaths } from '#web/lib/staff-paths';
import { PrintersSection } from './printers-section';
import { RoutesSection } from './routes-section';
import { StationsSection } from './stations-section';

/** The managers' Stations page (issue 40): stations and their sounds, routing, printers. */
export function StationsSettings({ vendorLocationId }: { vendorLocationId: string }) {
  const { t } = useLingui();
  const stations = useStations(vendorLocationId);
  const products = useInventory(vendorLocationId);
  if (stations.isPending || products.isPending) return <Spinner label={t`Loading stations`} />;
  if (stations.isError || products.isError) {
    const error = stations.error ?? products.error;
    return (
      <ErrorState
        title={t`Could not load the stations`}
        message={isApiError(error) ? error.message : t`Check your connection and try again.`}
        onRetry={() => {
          void stations.refetch();
          void products.refetch();
        }}
      />
    );
  }
  const { items, routes } = stations.data;
  return (
    <div className="mt-4 flex flex-col gap-10">
      <StationsSection vendorLocationId={vendorLocationId} stations={items} />
      {items.length > 0 && (
        <>
          <Link
            to={staffPaths.staffExpo(vendorLocationId)}
            className="self-start font-semibold text-brand underline-offset-4 hover:underline"
          >
            <Trans>Open the expo: orders partly done</Trans>
          </Link>
          <RoutesSection
            // The choices start again from the server's routes when a station comes or goes (its routes go with it).
            key={items.map((station) => station.stationId).join(' ')}
            vendorLocationId={vendorLocationId}
            stations={items}
            routes={routes}
            products={products.data}
          />
        </>
      )}
      <PrintersSection vendorLocationId={vendorLocationId} stations={items} />
    </div>
  );
}
