import { Trans, useLingui } from '@lingui/react/macro';
import type { Glevent } from '@queueless/contracts';
import { Link } from 'react-router';
import { eventStatusLabels } from '#web/features/events/event-form';
import { cn } from '#web/lib/cn';
import { formatEventDateTimes } from '#web/lib/date-format';

const statusStyles = {
  UPCOMING: 'bg-brand/15 text-brand',
  IN_PROGRESS: 'bg-success/15 text-success',
  COMPLETED: 'bg-surface-raised text-ink-muted',
} as const;

type GleventCardProps = { glevent: Glevent; guestsTo: string; editTo: string | null };

/** One event in the list: opens its guest list; managers also get Edit. */
export function GleventCard({ glevent, guestsTo, editTo }: GleventCardProps) {
  const { t } = useLingui();
  return (
    <li className="flex items-stretch gap-2 rounded-2xl border border-line bg-surface">
      <Link
        to={guestsTo}
        className="flex min-w-0 flex-1 flex-col gap-1 rounded-2xl px-4 py-3 wrap-anywhere hover:bg-surface-raised"
      >
        <span className="flex items-start justify-between gap-3">
          <span className="font-semibold">{glevent.name}</span>
          <span
            className={cn('shrink-0 rounded-lg px-2 py-0.5 text-xs font-semibold', statusStyles[glevent.gleventStatus])}
          >
            {eventStatusLabels[glevent.gleventStatus]}
          </span>
        </span>
        <span className="text-sm text-ink-muted">
          {formatEventDateTimes(glevent.startTime, glevent.endTime, glevent.timeZone)}
        </span>
        <span className="text-sm text-ink-muted">
          {glevent.venueName} · {glevent.city}, {glevent.state}
        </span>
        <span className="text-sm">
          <span className="font-semibold">{glevent.reservedCount}</span>
          <span className="text-ink-muted">
            {' '}
            <Trans>/ {glevent.originalCapacity} reserved</Trans>
          </span>
        </span>
      </Link>
      {editTo && (
        <Link
          to={editTo}
          aria-label={t`Edit ${glevent.name}`}
          className="flex shrink-0 items-center rounded-r-2xl border-l border-line px-4 text-sm font-semibold text-brand hover:bg-surface-raised"
        >
          <Trans>Edit</Trans>
        </Link>
      )}
    </li>
  );
}
