import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useStations } from '#web/features/stations/api/stations';
import { staffPaths } from '#web/lib/staff-paths';

const linkStyle =
  'flex min-h-14 items-center gap-4 rounded-2xl border border-line bg-surface px-5 transition-colors hover:bg-surface-raised';

/** The staff location menu's entries for each station's screen and the expo; nothing for a location without stations. */
export function StationScreensMenuLinks({ vendorLocationId }: { vendorLocationId: string }) {
  const { t } = useLingui();
  const stations = useStations(vendorLocationId);
  const items = stations.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <nav aria-label={t`Station screens`} className="mt-3 grid gap-2 sm:grid-cols-2">
      {items.map((station) => (
        <Link
          key={station.stationId}
          to={staffPaths.staffStationScreen(vendorLocationId, station.stationId)}
          className={linkStyle}
        >
          <span className="flex min-w-0 flex-col">
            <span className="font-semibold">
              <Trans>{station.name} screen</Trans>
            </span>
            <span className="text-sm text-ink-muted">
              <Trans>Its tickets to make, live</Trans>
            </span>
          </span>
        </Link>
      ))}
      <Link to={staffPaths.staffExpo(vendorLocationId)} className={linkStyle}>
        <span className="flex min-w-0 flex-col">
          <span className="font-semibold">
            <Trans>Expo</Trans>
          </span>
          <span className="text-sm text-ink-muted">
            <Trans>Orders partly done</Trans>
          </span>
        </span>
      </Link>
    </nav>
  );
}
