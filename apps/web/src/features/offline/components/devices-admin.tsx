import { plural, t } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Device } from '@queueless/contracts';
import { Button } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { Spinner } from '#web/components/ui/spinner';
import { useDevices, useRevokeDevice, useScanReports } from '#web/features/offline/api/devices-admin';
import { intlTag } from '#web/lib/i18n/language';
import { i18n } from '#web/lib/i18n/runtime';

// Made at call time, in the language the page is in now.
const formatTime = (iso: string) => new Date(iso).toLocaleTimeString(intlTag(i18n.locale), { timeStyle: 'short' });
const formatDateTime = (iso: string) =>
  new Date(iso).toLocaleString(intlTag(i18n.locale), { dateStyle: 'medium', timeStyle: 'short' });

/** "Last sync just now", "Last sync 3 min ago", "Never synced". */
function lastSyncLabel(iso: string | null): string {
  if (!iso) return t`Never synced`;
  const minutes = Math.max(0, Math.floor((Date.now() - new Date(iso).getTime()) / 60_000));
  return minutes < 1 ? t`Last sync just now` : t`Last sync ${minutes} min ago`;
}

function DeviceRow({ device, vendorId }: { device: Device; vendorId: string }) {
  const { t } = useLingui();
  const revoke = useRevokeDevice(vendorId);
  const synced = lastSyncLabel(device.lastSyncAt);
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
            {device.gleventId ? t`Door (guest list)` : t`Bar`} ·{' '}
            <Trans>enrolled {formatDateTime(device.enrolledAt)}</Trans>
          </p>
          <p className="text-sm">
            {synced} · {plural(device.waitingCount, { one: '# waiting', other: '# waiting' })}
            {offlineMinutes !== null &&
              (offlineMinutes < 1 ? t` · was offline under a minute` : t` · was offline ${offlineMinutes} min`)}
          </p>
        </div>
        {device.revokedAt ? (
          <span className="rounded-full bg-danger/20 px-2 py-0.5 text-sm font-semibold">
            <Trans>Revoked</Trans>
          </span>
        ) : (
          <Button
            variant="danger"
            size="sm"
            isLoading={revoke.isPending}
            onClick={() => {
              if (window.confirm(t`Revoke ${device.name}? It stops at once and its data is wiped when it next calls.`))
                revoke.mutate(device.deviceId);
            }}
          >
            <Trans>Revoke</Trans>
          </Button>
        )}
      </div>
    </li>
  );
}

/** Managers' view of the offline devices (decision 092): each device, the conflicts and refusals, revoke. */
export function DevicesAdmin({ vendorId }: { vendorId: string }) {
  const { t } = useLingui();
  const devices = useDevices(vendorId);
  const reports = useScanReports(vendorId);
  if (devices.isPending) return <Spinner label={t`Loading devices`} className="mt-8" />;
  if (devices.isError) {
    return (
      <ErrorState
        title={t`Devices could not be loaded`}
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
          <Trans>Devices</Trans>
        </h2>
        {rows.length === 0 ? (
          <p className="mt-2 text-ink-muted">
            <Trans>No device is ready for offline yet. Staff make one ready from its scanner.</Trans>
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
          <Trans>Conflicts and refusals</Trans>
        </h2>
        {reports.isPending ? (
          <Spinner label={t`Loading the report`} className="mt-4" />
        ) : reports.isError ? (
          <ErrorState
            title={t`The report could not be loaded`}
            message={reports.error.message}
            onRetry={() => reports.refetch()}
          />
        ) : reports.data.reports.length === 0 ? (
          <p className="mt-2 text-ink-muted">
            <Trans>None: every scan the devices sent was applied.</Trans>
          </p>
        ) : (
          <ul className="mt-2 flex flex-col gap-2" data-testid="scan-reports">
            {reports.data.reports.map((report) => (
              <li key={report.scanId} className="rounded-xl border border-danger/40 p-3 text-sm">
                <p className="font-semibold">
                  {report.targetName || report.targetId.slice(-6)} ·{' '}
                  {report.outcome === 'conflict' ? t`Conflict` : t`Refused`}
                </p>
                <p>
                  <Trans>
                    {report.deviceName} at {formatTime(report.scannedAt)}
                  </Trans>
                  {report.wasOffline ? t` (offline)` : ''}: {report.reason}
                </p>
                {report.firstUse && (
                  <p className="text-ink-muted">
                    {report.firstUse.deviceName ? t`First used at ${report.firstUse.deviceName}` : t`First used online`}
                    {report.firstUse.at ? t` at ${formatTime(report.firstUse.at)}` : ''}
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
