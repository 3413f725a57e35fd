import { useLingui } from '@lingui/react/macro';
import { cn } from '#web/lib/cn';

type QuantityStepperProps = {
  /** What is counted, for the buttons' labels ("Remove one House Lager"). */
  name: string;
  quantity: number;
  canIncrease: boolean;
  /** Locks both buttons, e.g. while an update runs. */
  isLocked?: boolean;
  onIncrease: () => void;
  onDecrease: () => void;
  className?: string;
};

function MinusIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" focusable="false">
      <path d="M5 10h10" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

function PlusIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true" focusable="false">
      <path d="M10 5v10M5 10h10" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

const stepButton =
  'grid size-10 shrink-0 place-items-center rounded-xl text-ink transition-colors hover:bg-line ' +
  'disabled:cursor-not-allowed disabled:opacity-40';

/** − quantity + (the last decrease removes the line). Its `data-slot`s are for the menu's first script (decision 098). */
export function QuantityStepper({
  name,
  quantity,
  canIncrease,
  isLocked = false,
  onIncrease,
  onDecrease,
  className,
}: QuantityStepperProps) {
  const { t } = useLingui();
  return (
    <div className={cn('flex h-10 items-center justify-between rounded-xl bg-surface-raised', className)}>
      <button
        type="button"
        className={stepButton}
        onClick={onDecrease}
        disabled={isLocked}
        data-slot="decrease"
        aria-label={quantity === 1 ? t`Remove ${name}` : t`Remove one ${name}`}
      >
        <MinusIcon />
      </button>
      <output
        aria-live="polite"
        aria-label={t`${name} quantity`}
        className="font-semibold tabular-nums"
        data-slot="quantity"
      >
        {quantity}
      </output>
      <button
        type="button"
        className={stepButton}
        onClick={onIncrease}
        disabled={isLocked || !canIncrease}
        data-slot="increase"
        aria-label={t`Add one more ${name}`}
      >
        <PlusIcon />
      </button>
    </div>
  );
}
