import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@queueless/contracts';
import { memo, useRef } from 'react';
import { Button } from '#web/components/ui/button';
import { ProductImage } from '#web/components/ui/product-image';
import { QuantityStepper } from '#web/components/ui/quantity-stepper';
import { leadProduct, type MenuEntry } from '#web/features/menu/menu';
import { hasOptions } from '#web/features/menu/options';
import { cn } from '#web/lib/cn';
import { formatAmount, toCents } from '#web/lib/money';

type ProductCardProps = {
  entry: MenuEntry;
  /** How many of this product the cart holds (0 for merchandise cards, which add through their modal). */
  quantityInCart: number;
  canIncrease: boolean;
  isEager: boolean;
  /** Adds one (the + button too). The handlers take what they act on, so they stay the same between renders. */
  onAdd: (product: Product) => void;
  onDecrease: (productId: string) => void;
  /** Merchandise: opens the size and quantity modal; a product with choices: its dialog. */
  onOpen: (entry: MenuEntry) => void;
  /** Called on first intent (touch, hover, focus), to fetch the modal's code early. */
  onIntent?: () => void;
};

/**
 * The discount badge ('10% OFF'), computed from a real original price and rounded down so it never claims more than
 * the saving; none without one. The spec's card shows a fixed '10% OFF' on all merchandise: claiming a discount that
 * does not exist is false advertising, so we show it only where it is true (decision 054).
 */
export function discountBadge(price: string, originalPrice: string | null): string | null {
  const priceCents = toCents(price);
  const originalCents = toCents(originalPrice);
  if (!originalPrice || originalCents <= priceCents) return null;
  const percent = Math.floor(((originalCents - priceCents) * 100) / originalCents);
  return percent >= 1 ? translate`${percent}% OFF` : null;
}

/**
 * One product (or merchandise item with sizes) in the two-column menu grid; every card has the same height.
 * Memoised: a change to one card's quantity re-renders that card only.
 */
export const ProductCard = memo(function ProductCard({
  entry,
  quantityInCart,
  canIncrease,
  isEager,
  onAdd,
  onDecrease,
  onOpen,
  onIntent,
}: ProductCardProps) {
  const { t } = useLingui();
  const product = leadProduct(entry);
  const isMerchandise = product.productType === 'MERCHANDISE';
  const { isSoldOut } = entry;
  const titleId = `product-${entry.key}`;
  const badge = isMerchandise ? discountBadge(product.price, product.originalPrice) : null;
  const openLabel = !isMerchandise ? t`Choose` : entry.kind === 'group' ? t`Select Size` : t`View`;
  // Add becomes − 1 + and back: focus goes on to the new control's last button (+ after Add, which adds again; Add
  // after the last −) instead of falling to the page (decision 083).
  const slot = useRef<HTMLDivElement>(null);
  const keepFocus = () => setTimeout(() => slot.current?.querySelector<HTMLElement>('button:last-of-type')?.focus());

  return (
    <article
      aria-labelledby={titleId}
      className={cn('flex flex-col rounded-2xl border border-line bg-surface p-2', isSoldOut && 'opacity-60')}
    >
      <div className="relative">
        <ProductImage src={product.imageUrls[0]} alt="" isEager={isEager} className={cn(isSoldOut && 'grayscale')} />
        {badge && (
          <span className="absolute top-2 left-2 rounded-md bg-brand px-1.5 py-0.5 text-xs font-bold text-brand-ink">
            {badge}
          </span>
        )}
        {isSoldOut && (
          <span className="absolute inset-x-2 bottom-2 rounded-lg bg-black/75 py-1 text-center text-sm font-bold tracking-wide text-ink uppercase">
            <Trans>Sold Out</Trans>
          </span>
        )}
      </div>
      <h3 id={titleId} className="mt-2 min-h-10 px-1 text-sm leading-5 font-semibold">
        {product.name}
      </h3>
      <p className="flex h-6 items-baseline gap-1.5 px-1">
        <span className="font-semibold tabular-nums">{formatAmount(product.price)}</span>
        {badge && product.originalPrice && (
          <s className="text-sm text-ink-faint tabular-nums">
            <span className="sr-only">
              <Trans>was</Trans>{' '}
            </span>
            {formatAmount(product.originalPrice)}
          </s>
        )}
        {product.depositPercent && (
          <span className="text-xs text-ink-muted">
            <Trans>{product.depositPercent}% now</Trans>
          </span>
        )}
      </p>
      <div ref={slot} className="mt-2 h-10">
        {isSoldOut ? (
          <Button size="sm" variant="secondary" fullWidth disabled className="h-10">
            <Trans>Sold Out</Trans>
          </Button>
        ) : isMerchandise || hasOptions(product) ? (
          // Sizes or choices (issue 39): the card opens the product's dialog instead of adding at once.
          <Button
            size="sm"
            variant={isMerchandise ? 'secondary' : 'primary'}
            fullWidth
            className="h-10"
            onClick={() => onOpen(entry)}
            onPointerEnter={onIntent}
            onTouchStart={onIntent}
            onFocus={onIntent}
            disabled={!isMerchandise && !canIncrease}
            aria-label={t`${openLabel} ${product.name}`}
            // A tap before the app has taken over is kept and replayed by it (decision 098).
            data-open={entry.key}
          >
            {openLabel}
          </Button>
        ) : quantityInCart > 0 ? (
          <QuantityStepper
            name={product.name}
            quantity={quantityInCart}
            canIncrease={canIncrease}
            onIncrease={() => onAdd(product)}
            onDecrease={() => {
              onDecrease(product.productId);
              if (quantityInCart === 1) keepFocus();
            }}
          />
        ) : (
          <Button
            size="sm"
            fullWidth
            className="h-10"
            onClick={() => {
              onAdd(product);
              keepFocus();
            }}
            disabled={!canIncrease}
            aria-label={t`Add ${product.name}`}
            // Answered before the app has arrived by the menu's first script (src/first/taps.ts, decision 098).
            data-add={product.productId}
          >
            <Trans>Add</Trans>
          </Button>
        )}
      </div>
    </article>
  );
});
