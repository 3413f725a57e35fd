import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { staffPaths } from '#web/lib/staff-paths';

/** The queue page (routes.tsx): built here, not in the first-load `paths`, which only staff pages would use. */
const queuePath = (vendorLocationId: string) => `${staffPaths.staffLocation(vendorLocationId)}/queue`;

/** The staff location menu's entry for the bar's live queue (decision 070), for the vendors that take orders. */
export function QueueMenuLink({ vendorLocationId }: { vendorLocationId: string }) {
  return (
    <Link
      to={queuePath(vendorLocationId)}
      className="mt-3 flex min-h-16 items-center gap-4 rounded-2xl border border-line bg-surface px-5 transition-colors hover:bg-surface-raised"
    >
      <svg viewBox="0 0 24 24" className="size-6 shrink-0 text-brand" fill="none" aria-hidden="true" focusable="false">
        <path d="M4 6h16M4 12h16M4 18h10" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold">
          <Trans>Order Queue</Trans>
        </span>{' '}
        <span className="text-sm text-ink-muted">
          <Trans>Paid orders to make, live</Trans>
        </span>
      </span>
    </Link>
  );
}
