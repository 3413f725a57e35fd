import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn';

type AmountRowProps = {
  label: ReactNode;
  value: ReactNode;
  /** The total: its label in full ink, not muted. */
  isTotal?: boolean;
  className?: string;
};

/** One line of a `<dl>` of amounts (subtotal, tax, tip, total): the label left, the amount right. */
export function AmountRow({ label, value, isTotal = false, className }: AmountRowProps) {
  return (
    <div className={cn('flex justify-between', className)}>
      <dt className={isTotal ? undefined : 'text-ink-muted'}>{label}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
