import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@queueless/contracts';
import { useId, useState } from 'react';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { chooseDefaultVariant } from '#web/features/menu/default-variant';
import { isSoldOut, type MenuEntry, maxOrderable } from '#web/features/menu/menu';
import { cn } from '#web/lib/cn';
import { MAX_LINE_QUANTITY } from '#web/lib/constants';
import { depositNote } from '#web/lib/deposits';
import { formatAmount } from '#web/lib/money';
import { ImageCarousel } from './image-carousel';
import { discountBadge } from './product-card';

type MerchandiseModalProps = {
  entry: MenuEntry;
  onClose: () => void;
  onAdd: (product: Product, quantity: number) => void;
};

export const ALL_VARIANTS_OUT_OF_STOCK = msg`All variants are currently out of stock`;

/** A merchandise item: pictures, price, 'Select Size', QTY and ADD TO CART (customer.md, section 2). */
export function MerchandiseModal({ entry, onClose, onAdd }: MerchandiseModalProps) {
  const { i18n, t } = useLingui();
  const variants = entry.kind === 'group' ? entry.variants : [entry.product];
  const hasSizes = entry.kind === 'group' && variants.some((variant) => variant.variantName);
  const [selectedId, setSelectedId] = useState(() => (chooseDefaultVariant(variants) ?? variants[0])?.productId);
  const [quantity, setQuantity] = useState(1);
  const quantityId = useId();
  const sizeLabelId = useId();

  const selected = variants.find((variant) => variant.productId === selectedId) ?? variants[0];
  if (!selected) return null;
  const isAllOut = variants.every(isSoldOut);
  const isSelectedOut = isSoldOut(selected);
  const maxQuantity = Math.max(1, maxOrderable(selected, MAX_LINE_QUANTITY));
  const safeQuantity = Math.min(quantity, maxQuantity);
  const canAdd = !isAllOut && !isSelectedOut;
  const deposit = depositNote(selected, safeQuantity);

  const badge = discountBadge(selected.price, selected.originalPrice);
  return (
    <Dialog open onClose={onClose} title={selected.name} className="max-w-md">
      <ImageCarousel images={selected.imageUrls} alt={selected.name} />

      <div className="flex items-center gap-2">
        <span className="text-xl font-bold tabular-nums">{formatAmount(selected.price)}</span>
        {badge && selected.originalPrice && (
          <>
            <s className="text-ink-faint tabular-nums">
              <span className="sr-only">
                <Trans>was</Trans>{' '}
              </span>
              {formatAmount(selected.originalPrice)}
            </s>
            <span className="rounded-md bg-brand px-1.5 py-0.5 text-xs font-bold text-brand-ink">{badge}</span>
          </>
        )}
      </div>
      {deposit && <p className="font-semibold">{deposit}</p>}

      {isAllOut ? (
        <p role="status" className="text-sm font-medium text-danger">
          {hasSizes ? i18n._(ALL_VARIANTS_OUT_OF_STOCK) : t`Out of Stock`}
        </p>
      ) : null}

      {hasSizes && (
        <fieldset className="mt-1" aria-labelledby={sizeLabelId}>
          <legend id={sizeLabelId} className="text-sm font-semibold">
            <Trans>Select Size</Trans>
          </legend>
          <div className="mt-2 grid grid-cols-4 gap-2">
            {variants.map((variant) => {
              const isOut = isSoldOut(variant);
              const isSelected = variant.productId === selected.productId;
              return (
                <button
                  key={variant.productId}
                  type="button"
                  disabled={isOut}
                  aria-pressed={isSelected}
                  data-autofocus={isSelected || undefined}
                  aria-label={isOut ? t`${variant.variantName} Out of Stock` : t`Size ${variant.variantName}`}
                  onClick={() => setSelectedId(variant.productId)}
                  className={cn(
                    'flex min-h-12 flex-col items-center justify-center rounded-xl border py-1 text-sm font-semibold transition-colors',
                    isSelected ? 'border-brand bg-brand/15 text-brand' : 'border-line bg-surface-raised text-ink',
                    'disabled:cursor-not-allowed disabled:border-line disabled:bg-surface disabled:text-ink-faint',
                  )}
                >
                  <span className={cn(isOut && 'line-through')}>{variant.variantName}</span>
                  {/* The space keeps the visible words apart in the text (label in name), not on screen. */}
                  {isOut && ' '}
                  {isOut && (
                    <span className="text-xs leading-none font-medium">
                      <Trans>Out of Stock</Trans>
                    </span>
                  )}
                </button>
              );
            })}
          </div>
        </fieldset>
      )}

      <div className="mt-1 flex items-end gap-3">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={quantityId} className="text-sm font-semibold">
            <Trans>QTY</Trans>
          </label>
          <select
            id={quantityId}
            value={safeQuantity}
            disabled={!canAdd}
            onChange={(event) => setQuantity(Number(event.target.value))}
            className="h-13 w-20 rounded-xl border border-field-line bg-surface-raised px-3 text-lg text-ink disabled:opacity-50"
          >
            {Array.from({ length: maxQuantity }, (_, index) => index + 1).map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
        <Button
          size="lg"
          className="flex-1"
          disabled={!canAdd}
          onClick={() => onAdd(selected, safeQuantity)}
          data-autofocus
        >
          <Trans>ADD TO CART</Trans>
        </Button>
      </div>
      <Button variant="ghost" size="md" fullWidth onClick={onClose} data-autofocus>
        <Trans>Close</Trans>
      </Button>
    </Dialog>
  );
}
