import { Trans } from '@lingui/react/macro';
import { cn } from '#web/lib/cn';
import { TIP_PERCENTAGE_OPTIONS } from '#web/lib/constants';
import { formatCents } from '#web/lib/money';

type TipSelectorProps = {
  /** What the percentages apply to: the food and drinks paid now (decision 053). */
  tipBaseCents: number;
  selected: number;
  /** The tip being applied (its button shows busy); every button is locked meanwhile. */
  pending: number | null;
  isDisabled: boolean;
  onSelect: (percentage: (typeof TIP_PERCENTAGE_OPTIONS)[number]) => void;
};

/** Tip options 10, 15, 20 and 25 %, each with what it adds (rounded as the server rounds: half up). */
export function TipSelector({ tipBaseCents, selected, pending, isDisabled, onSelect }: TipSelectorProps) {
  return (
    <fieldset>
      <legend className="text-lg font-semibold">
        <Trans>Add a tip</Trans>
      </legend>
      <div className="mt-3 grid grid-cols-4 gap-2">
        {TIP_PERCENTAGE_OPTIONS.map((percentage) => {
          const isSelected = (pending ?? selected) === percentage;
          return (
            <button
              key={percentage}
              type="button"
              aria-pressed={isSelected}
              disabled={isDisabled || pending !== null}
              onClick={() => {
                if (percentage !== selected) onSelect(percentage);
              }}
              className={cn(
                'flex h-16 flex-col items-center justify-center rounded-xl border transition-colors',
                isSelected ? 'border-brand bg-brand/15 text-brand' : 'border-line bg-surface-raised text-ink',
                'disabled:cursor-not-allowed',
                pending === percentage && 'animate-pulse',
              )}
            >
              <span className="font-bold">{percentage}%</span>
              <span className="text-xs text-ink-muted tabular-nums">
                {formatCents(Math.floor((tipBaseCents * percentage + 50) / 100))}
              </span>
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
