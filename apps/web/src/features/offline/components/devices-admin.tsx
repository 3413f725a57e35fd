import type { Device } from '@queueless/contracts';
import { Button } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { Spinner } from '#web/components/ui/spinner';
import { useDevices, useRevokeDevice, useScanReports } from '#web/features/offline/api/devices-admin';

const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short' });
const dateTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function minutesSince(iso: string | null): string | null {
  if (!iso) return null;
  const minutes = Math.max(0, Math.floor((Date.now() - new Date(iso).getTime()) / 60_000));
  return minutes < 1 ? 'just now' : `${minutes} min ago`;
}

function DeviceRow({ device, vendorId }: { device: Device; vendorId: string }) {
  const revoke = useRevokeDevice(vendorId);
  const synced = minutesSince(device.lastSyncAt);
  // The outage its last upload ended: from when it went offline to that sync.
  const offlineMinutes =
    device.offlineSince && device.lastSyncAt
      ? Math.max(0, Math.round((Date.parse(device.lastSyncAt) - Date.parse(device.offlineSince)) / 60_000))
      : null;
  return (
    <li className="rounded-2xl border border-line bg-surface p-4" data-testid="device-row">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold">{device.name}</p>
          <p className="text-sm text-ink-muted">
            {device.gleventId ? 'Door (guest list)' : 'Bar'} · enrolled {dateTime.format(new Date(device.enrolledAt))}
          </p>
          <p className="text-sm">
            {synced ? `Last sync ${synced}` : 'Never synced'} · {device.waitingCount} waiting
            {offlineMinutes !== null &&
              ` · was offline ${offlineMinutes < 1 ? 'under a minute' : `${offlineMinutes} min`}`}
          </p>
        </div>
        {device.revokedAt ? (
          <span className="rounded-full bg-danger/20 px-2 py-0.5 text-sm font-semibold">Revoked</span>
        ) : (
          <Button
            variant="danger"
            size="sm"
            isLoading={revoke.isPending}
            onClick={() => {
              if (window.confirm(`Revoke ${device.name}? It stops at once and its data is wiped when it next calls.`))
                revoke.mutate(device.deviceId);
            }}
          >
            Revoke
          </Button>
        )}
      </div>
    </li>
  );
}

/** Managers' view of the offline devices (decision 092): each device, the conflicts and refusals, revoke. */
export function DevicesAdmin({ vendorId }: { vendorId: string }) {
  const devices = useDevices(vendorId);
  const reports = useScanReports(vendorId);
  if (devices.isPending) return <Spinner label="Loading devices" className="mt-8" />;
  if (devices.isError) {
    return (
      <ErrorState
        title="Devices could not be loaded"
        message={devices.error.message}
        onRetry={() => devices.refetch()}
      />
    );
  }
  const rows = devices.data.devices;
  return (
    <div className="mt-4 flex flex-col gap-6">
      <section aria-labelledby="devices-heading">
        <h2 id="devices-heading" className="text-lg font-bold">
          Devices
        </h2>
        {rows.length === 0 ? (
          <p className="mt-2 text-ink-muted">
            No device is ready for offline yet. Staff make one ready from its scanner.
          </p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2">
            {rows.map((device) => (
              <DeviceRow key={device.deviceId} device={device} vendorId={vendorId} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="conflicts-heading">
        <h2 id="conflicts-heading" className="text-lg font-bold">
          Conflicts and refusals
        </h2>
        {reports.isPending ? (
          <Spinner label="Loading the report" className="mt-4" />
        ) : reports.isError ? (
          <ErrorState
            title="The report could not be loaded"
            message={reports.error.message}
            onRetry={() => reports.refetch()}
          />
        ) : reports.data.reports.length === 0 ? (
          <p className="mt-2 text-ink-muted">None: every scan the devices sent was applied.</p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2" data-testid="scan-reports">
            {reports.data.reports.map((report) => (
              <li key={report.scanId} className="rounded-xl border border-danger/40 p-3 text-sm">
                <p className="font-semibold">
                  {report.targetName || report.targetId.slice(-6)} ·{' '}
                  {report.outcome === 'conflict' ? 'Conflict' : 'Refused'}
                </p>
                <p>
                  {report.deviceName} at {time.format(new Date(report.scannedAt))}
                  {report.wasOffline ? ' (offline)' : ''}: {report.reason}
                </p>
                {report.firstUse && (
                  <p className="text-ink-muted">
                    First used{report.firstUse.deviceName ? ` at ${report.firstUse.deviceName}` : ' online'}
                    {report.firstUse.at ? ` at ${time.format(new Date(report.firstUse.at))}` : ''}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
