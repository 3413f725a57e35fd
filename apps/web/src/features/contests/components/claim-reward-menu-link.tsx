import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { staffPaths } from '#web/lib/staff-paths';

/** The staff location menu's entry for handing over won prizes. */
export function ClaimRewardMenuLink({ vendorLocationId }: { vendorLocationId: string }) {
  return (
    <Link
      to={staffPaths.staffClaimReward(vendorLocationId)}
      className="mt-3 flex min-h-16 items-center gap-4 rounded-2xl border border-line bg-surface px-5 transition-colors hover:bg-surface-raised"
    >
      <svg viewBox="0 0 24 24" className="size-6 shrink-0 text-brand" fill="none" aria-hidden="true" focusable="false">
        <path d="M4 11h16v9H4z M3 7h18v4H3z M12 7v13" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
      </svg>
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold">
          <Trans>Claim Prize</Trans>
        </span>{' '}
        <span className="text-sm text-ink-muted">
          <Trans>Scan a winner's claim code</Trans>
        </span>
      </span>
    </Link>
  );
}
