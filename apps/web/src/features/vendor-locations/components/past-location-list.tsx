import { Trans, useLingui } from '@lingui/react/macro';
import type { PastLocation } from '#web/features/vendor-locations/past-locations';
import { formatDateTime } from '#web/lib/date-format';

type PastLocationListProps = {
  locations: PastLocation[];
  onOpen: (location: PastLocation) => void;
  onForget: (vendorLocationId: string) => void;
};

/** Locations this device worked at before: one tap goes back. */
export function PastLocationList({ locations, onOpen, onForget }: PastLocationListProps) {
  const { t } = useLingui();
  if (locations.length === 0) return null;
  return (
    <section aria-labelledby="past-locations-heading" className="mt-8">
      <h2 id="past-locations-heading" className="text-sm font-semibold tracking-wide text-ink-muted uppercase">
        <Trans>Recent locations</Trans>
      </h2>
      <ul className="mt-3 flex flex-col gap-2">
        {locations.map((past) => (
          <li key={past.vendorLocationId} className="flex items-stretch gap-2">
            <button
              type="button"
              onClick={() => onOpen(past)}
              className="flex min-h-14 flex-1 items-center justify-between gap-3 rounded-2xl border border-line bg-surface px-4 text-left transition-colors hover:bg-surface-raised"
            >
              <span className="min-w-0">
                <span className="block truncate font-semibold">{past.description}</span>
                <span className="block text-xs text-ink-faint">
                  <Trans>Last used {formatDateTime(past.lastUsedAt)}</Trans>
                </span>
              </span>
              <span className="shrink-0 font-mono text-sm text-ink-muted">{past.vendorLocationId}</span>
            </button>
            <button
              type="button"
              onClick={() => onForget(past.vendorLocationId)}
              aria-label={t`Forget ${past.description}`}
              className="grid w-11 shrink-0 place-items-center rounded-2xl text-ink-faint transition-colors hover:bg-surface-raised hover:text-ink"
            >
              <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" focusable="false">
                <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
