import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { ProductImage } from '#web/components/ui/product-image';
import type { CartLine } from '#web/features/cart/cart-lines';
import { formatAmount, formatCents } from '#web/lib/money';

type ReviewLineCardProps = {
  line: CartLine;
  /** While an update runs, the line's controls take no more taps. */
  isLocked: boolean;
  onQuantityChange: (quantity: number) => void;
};

/**
 * An order review card: picture, name, price, and the quantity as one dropdown (Remove (0), 1–10). The spec lists a
 * − / + stepper beside it for the same number; two controls for one value is one too many, and the dropdown is the
 * one that also removes the line (decision 054).
 */
export function ReviewLineCard({ line, isLocked, onQuantityChange }: ReviewLineCardProps) {
  const { t } = useLingui();
  const selectId = useId();
  const price = formatAmount(line.price);
  const choices = Array.from({ length: line.maxQuantity }, (_, index) => index + 1);
  return (
    <li className="flex flex-wrap gap-3 rounded-2xl border border-line bg-surface p-3">
      <ProductImage src={line.imageUrls[0]} alt="" sizes="80px" className="size-20 shrink-0" />
      <div className="flex min-w-40 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-semibold">{line.name}</h2>
            <p className="text-sm text-ink-muted">
              {line.variantName ? (
                <Trans>
                  Size {line.variantName} · {price} each
                </Trans>
              ) : (
                <Trans>{price} each</Trans>
              )}
            </p>
            {line.optionTexts.length > 0 && (
              <p className="text-sm text-ink-muted" data-testid="line-options">
                {line.optionTexts.join(', ')}
              </p>
            )}
          </div>
          <p className="shrink-0 font-semibold tabular-nums">{formatCents(line.priceCents * line.quantity)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={selectId} className="text-sm text-ink-muted">
            <Trans>Qty</Trans>
          </label>
          <select
            id={selectId}
            aria-label={t`Quantity of ${line.name}`}
            value={line.quantity}
            disabled={isLocked}
            onChange={(event) => onQuantityChange(Number(event.target.value))}
            className="h-10 rounded-xl border border-field-line bg-surface-raised px-2 text-ink disabled:opacity-50"
          >
            <option value={0}>{t`Remove (0)`}</option>
            {choices.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
      </div>
    </li>
  );
}
