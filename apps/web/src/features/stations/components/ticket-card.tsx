import { Trans, useLingui } from '@lingui/react/macro';
import type { StationTicket } from '@queueless/contracts';
import { Button } from '#web/components/ui/button';
import { CheckIdBadge } from '#web/features/pickup/components/id-check';
import { formatTicketAge, ticketUrgency } from '#web/features/stations/ticket-time';
import { cn } from '#web/lib/cn';

const urgencyStyles = {
  fresh: 'border-line',
  late: 'border-brand-strong',
  overdue: 'border-danger',
} as const;

const ageStyles = {
  fresh: 'text-ink-muted',
  late: 'text-brand',
  overdue: 'text-danger',
} as const;

type TicketCardProps = {
  ticket: StationTicket;
  /** Seconds since the ticket was made, by the server's clock. */
  ageSeconds: number;
  isNew: boolean;
  isBusy: boolean;
  onBump: () => void;
  onBumpItem: (lineNo: number) => void;
};

/** One open ticket: who and which order, its age ticking, its items (each bumped by a tap) and a big Bump. */
export function TicketCard({ ticket, ageSeconds, isNew, isBusy, onBump, onBumpItem }: TicketCardProps) {
  const { t } = useLingui();
  const urgency = ticketUrgency(ageSeconds);
  return (
    <li
      aria-label={t`Ticket ${ticket.shortOrderId}`}
      className={cn(
        'flex flex-col gap-3 rounded-2xl border-2 bg-surface p-4',
        isNew ? 'border-brand' : urgencyStyles[urgency],
      )}
    >
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-mono text-2xl font-bold tracking-wider">#{ticket.shortOrderId}</span>
        <span
          className={cn('font-mono text-xl font-semibold tabular-nums', ageStyles[urgency])}
          data-testid="ticket-age"
        >
          {formatTicketAge(ageSeconds)}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <span className="truncate text-xl font-semibold">{ticket.firstName ?? t`Guest`}</span>
        {isNew && (
          <span className="rounded-md bg-brand px-2 py-0.5 text-sm font-bold text-brand-ink">
            <Trans>NEW</Trans>
          </span>
        )}
        {ticket.isIdCheck && <CheckIdBadge className="text-sm" />}
      </div>
      <ul className="flex flex-col gap-1">
        {ticket.items.map((item) => {
          const isDone = item.bumpedAt !== null;
          const options = item.options
            .map((option) => (option.quantity > 1 ? `${option.quantity} × ${option.name}` : option.name))
            .join(' · ');
          const label = `${item.quantity} × ${item.name}${item.variantName ? ` (${item.variantName})` : ''}${options ? `, ${options}` : ''}`;
          return (
            <li key={item.lineNo}>
              <button
                type="button"
                disabled={isDone || isBusy}
                onClick={() => onBumpItem(item.lineNo)}
                aria-label={isDone ? t`${label}, done` : t`Bump ${label}`}
                className={cn(
                  'flex min-h-11 w-full flex-col rounded-lg px-2 py-1 text-left text-lg transition-colors',
                  isDone ? 'text-ink-muted' : 'hover:bg-surface-raised',
                )}
              >
                <span>
                  <span className={cn(isDone && 'line-through')}>
                    <span className="font-bold">{item.quantity} ×</span> {item.name}
                    {item.variantName ? ` (${item.variantName})` : ''}
                  </span>
                  {isDone && <span className="ml-2 text-success">✓</span>}
                </span>
                {options && <span className="pl-7 text-base font-semibold uppercase text-ink-muted">{options}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      <Button
        size="lg"
        className="mt-auto h-16 text-xl"
        disabled={isBusy}
        onClick={onBump}
        aria-label={t`Bump ticket ${ticket.shortOrderId}`}
      >
        <Trans>Bump</Trans>
      </Button>
    </li>
  );
}
