import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Input } from '#web/components/ui/input';
import type { OfflineDevice, ScanLogEntry, Snapshot } from '#web/features/offline/offline-device';
import { QrScannerView } from '#web/features/scanner/components/qr-scanner-view';
import { useQrScanner } from '#web/features/scanner/use-qr-scanner';
import { cn } from '#web/lib/cn';

/** "synced just now", "synced 3 min ago", "never synced": re-read every 15 s. */
function useSyncedAgo(lastSyncAt: number | null): string {
  const { t } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);
  if (lastSyncAt === null) return t`Never synced`;
  const minutes = Math.floor(Math.max(0, now - lastSyncAt) / 60_000);
  if (minutes < 1) return t`Synced just now`;
  if (minutes < 60) return t`Synced ${minutes} min ago`;
  return t`Synced ${Math.floor(minutes / 60)} h ago`;
}

const toneStyles: Record<ScanLogEntry['tone'], string> = {
  success: 'border-success/50 bg-success/15',
  warning: 'border-amber-400/60 bg-amber-400/15',
  error: 'border-danger/50 bg-danger/15',
};

function ScanFeedback({ entry }: { entry: ScanLogEntry }) {
  return (
    <div role="status" data-testid="scan-feedback" className={cn('rounded-2xl border p-4', toneStyles[entry.tone])}>
      <p className="flex items-center justify-between gap-2 text-xl font-bold">
        {entry.title}
        {entry.offline && entry.outcome === null && (
          <span className="rounded-full bg-ink px-2 py-0.5 text-xs font-semibold tracking-wide text-surface">
            <Trans>OFFLINE</Trans>
          </span>
        )}
      </p>
      {entry.description && <p className="mt-1 text-ink-muted">{entry.description}</p>}
    </div>
  );
}

type OfflineScannerProps = { device: OfflineDevice; snapshot: Snapshot; onSyncNow: () => void };

/**
 * The door's or the bar's scanner that keeps working without the network (decision 092): a scan answers at once from
 * this device's data (marked OFFLINE until the server has it), the waiting count, how fresh the data is and whether
 * the camera scans with no network (its decoder kept by the service worker).
 */
export function OfflineScanner({ device, snapshot, onSyncNow }: OfflineScannerProps) {
  const { t } = useLingui();
  const { state, waiting, isOnline, isSyncing, log, isCameraReady } = snapshot;
  const syncedAgo = useSyncedAgo(state?.lastSyncAt ?? null);
  const [current, setCurrent] = useState<ScanLogEntry | null>(null);
  const [typed, setTyped] = useState('');
  const [isLeaving, setIsLeaving] = useState(false);
  const isDoor = state?.device.gleventId !== null;
  const shown = current ? (log.find((entry) => entry.scanId === current.scanId) ?? current) : null;

  // Scans may overlap (one waits for the server while the next is typed): the feedback is the latest scan's.
  const lastScan = useRef(0);
  function scan(code: string): Promise<void> {
    const ticket = ++lastScan.current;
    return device.scan(code).then((entry) => {
      if (ticket === lastScan.current) setCurrent(entry);
    });
  }

  const scanner = useQrScanner({
    onScan: (text, { resume }) => {
      void scan(text).finally(resume);
    },
  });

  // The field is emptied as the code is taken, not when its answer comes: a code typed (or sent by a keyboard scanner)
  // meanwhile is the next scan, never wiped by the one before it.
  async function onTyped(event: FormEvent) {
    event.preventDefault();
    const code = typed.trim();
    if (!code) return;
    setTyped('');
    await scan(code);
  }

  const conflicts = log.filter((entry) => entry.outcome === 'conflict' || entry.outcome === 'refused');
  return (
    <div className="mt-4 flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-2" aria-live="polite">
        <span
          data-testid="network-state"
          className={cn(
            'rounded-full px-3 py-1 text-sm font-bold',
            isOnline ? 'bg-success/20 text-ink' : 'bg-ink text-surface',
          )}
        >
          {isOnline ? t`Online` : t`Offline`}
        </span>
        <span data-testid="waiting-count" className="rounded-full bg-surface-raised px-3 py-1 text-sm font-semibold">
          <Plural value={waiting} one="# scan waiting" other="# scans waiting" />
        </span>
        <span data-testid="synced-ago" className="text-sm text-ink-muted">
          {isSyncing ? t`Syncing…` : syncedAgo}
        </span>
        {isCameraReady !== null && (
          <span data-testid="camera-offline" className="text-sm text-ink-muted">
            {isCameraReady ? t`Camera ready offline` : t`Camera not ready offline (typed codes only)`}
          </span>
        )}
      </div>
      <p className="text-sm text-ink-muted">
        {state?.device.name} · {isDoor ? (state?.gleventName ?? t`Guest list`) : t`Bar`}
      </p>
      <QrScannerView
        videoRef={scanner.videoRef}
        state={scanner.state}
        onStart={() => void scanner.start()}
        hint={isDoor ? t`Point at the guest's reservation QR code` : t`Point at the customer's pickup QR code`}
      />
      {shown && <ScanFeedback entry={shown} />}
      <form onSubmit={onTyped} className="flex items-end gap-2">
        <Input
          label={t`Code`}
          className="flex-1"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
        <Button type="submit" className="mb-6">
          <Trans>Check</Trans>
        </Button>
      </form>
      {conflicts.length > 0 && (
        <section aria-labelledby="conflicts-heading" className="rounded-2xl border border-danger/40 p-4">
          <h2 id="conflicts-heading" className="font-bold">
            <Trans>Reported after sync</Trans>
          </h2>
          <ul className="mt-2 flex flex-col gap-2" data-testid="device-conflicts">
            {conflicts.slice(0, 10).map((entry) => (
              <li key={entry.scanId}>
                <span className="font-semibold">{entry.name ?? entry.targetId.slice(-6)}</span>: {entry.title}.{' '}
                <span className="text-ink-muted">{entry.description}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="recent-heading">
        <h2 id="recent-heading" className="font-bold">
          <Trans>Recent scans</Trans>
        </h2>
        {log.length === 0 ? (
          <p className="mt-1 text-ink-muted">
            <Trans>No scans yet on this device.</Trans>
          </p>
        ) : (
          <ul className="mt-2 flex flex-col gap-1 text-sm">
            {log.slice(0, 8).map((entry) => (
              <li key={entry.scanId} className="flex justify-between gap-2">
                <span>{entry.name ?? entry.targetId.slice(-6)}</span>
                <span className="text-ink-muted">
                  {entry.title}
                  {entry.outcome === null && entry.tone !== 'error' ? t` · waiting` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="flex gap-2">
        <Button variant="secondary" onClick={onSyncNow} disabled={isSyncing}>
          {isSyncing ? t`Syncing…` : t`Sync now`}
        </Button>
        <Button
          variant="ghost"
          disabled={isLeaving}
          onClick={() => {
            if (waiting > 0 && !window.confirm(t`${waiting} scans have not reached the server. Wipe them anyway?`))
              return;
            setIsLeaving(true);
            void device.wipe().finally(() => setIsLeaving(false));
          }}
        >
          <Trans>Leave offline mode</Trans>
        </Button>
      </div>
    </div>
  );
}
