import { Trans, useLingui } from '@lingui/react/macro';
import type { Prize } from '@queueless/contracts';

/** The prize groups of the drawing: picture, name, what it is. */
export function PrizeList({ prizes }: { prizes: Prize[] }) {
  const { t } = useLingui();
  if (prizes.length === 0) {
    return (
      <p className="text-ink-muted">
        <Trans>No prizes in tonight’s drawing yet.</Trans>
      </p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {prizes.map((prize) => (
        <li key={prize.prizeId} className="flex items-center gap-3 rounded-xl border border-line bg-surface-raised p-3">
          {prize.imageUrl ? (
            <img src={prize.imageUrl} alt="" className="size-14 shrink-0 rounded-lg object-cover" />
          ) : (
            <div aria-hidden="true" className="size-14 shrink-0 rounded-lg bg-brand/20" />
          )}
          <div className="min-w-0">
            <p className="font-semibold">{prize.name}</p>
            {prize.description && <p className="text-sm text-ink-muted">{prize.description}</p>}
            <p className="text-xs text-ink-faint">
              {prize.quantityRemaining > 0 ? t`${prize.quantityRemaining} left` : t`All won`}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
