import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@queueless/contracts';
import { type MouseEvent, useRef, useState } from 'react';
import { ProductImage } from '#web/components/ui/product-image';
import { useEditTapGuard } from '#web/features/inventory/edit-tap-guard';
import type { ProductChanges } from '#web/features/inventory/price';
import { diffProductChanges, hasChanges } from '#web/features/inventory/price';
import { cn } from '#web/lib/cn';
import { formatAmount } from '#web/lib/money';
import { AvailabilitySwitch } from './availability-switch';
import { DepositEditor } from './deposit-editor';
import { PriceEditor } from './price-editor';

type InventoryItemProps = {
  product: Product;
  /** A change of this product is on its way: its switch waits. */
  isSaving: boolean;
  onChange: (changes: ProductChanges) => void;
};

/** One product: picture, name and size, price (tap to edit) and availability. */
export function InventoryItem({ product, isSaving, onChange }: InventoryItemProps) {
  const { t } = useLingui();
  const [editing, setEditingState] = useState<'price' | 'deposit' | null>(null);
  const tapGuard = useEditTapGuard();
  const editorRef = useRef<HTMLDivElement>(null);
  const closeEditor = () => {
    tapGuard.closed(editorRef.current);
    setEditingState(null);
  };
  // A tap where an editor just closed (here or in another item) is a double tap's second: it opens nothing.
  const openEditor = (next: 'price' | 'deposit', event: MouseEvent) => {
    if (!tapGuard.isGhostTap(event)) setEditingState(next);
  };
  const name = product.variantName ? `${product.name} (${product.variantName})` : product.name;
  const current = { isAvailable: product.isAvailable, price: product.price, depositPercent: product.depositPercent };
  const percent = product.depositPercent;
  const depositText = percent === null ? t`No deposit` : t`${percent}% deposit`;
  const price = formatAmount(product.price);

  const change = (draft: typeof current) => {
    const changes = diffProductChanges(current, draft);
    if (hasChanges(changes)) onChange(changes);
  };

  return (
    <li className="rounded-2xl border border-line bg-surface p-3">
      <div className="flex items-center gap-3">
        <ProductImage
          src={product.imageUrls[0]}
          alt=""
          sizes="48px"
          className={cn('size-12 shrink-0 rounded-lg', !product.isAvailable && 'opacity-50 grayscale')}
        />
        <div className="min-w-0 flex-1">
          {/* A long name gives way, never the size: staff switch off one size of a tee, not a guess. */}
          <p
            className={cn(
              'flex min-w-0 items-baseline gap-1.5 font-semibold',
              !product.isAvailable && 'text-ink-muted',
            )}
          >
            <span className="truncate">{product.name}</span>
            {product.variantName && (
              <span className="shrink-0 rounded bg-surface-raised px-1.5 text-xs font-semibold text-ink">
                {product.variantName}
              </span>
            )}
          </p>
          {/* On a phone the badges go under the price rather than breaking 'No deposit' and 'Sold out' in two. The price
              and deposit buttons are padded to a 32 px tall tap target, their negative margins keeping the row as it was. */}
          <div className="flex flex-wrap items-center gap-x-2 gap-y-1 whitespace-nowrap">
            <button
              type="button"
              onClick={(event) => openEditor('price', event)}
              aria-label={t`Edit price of ${name}, now ${price}`}
              className="-mx-1 -my-1.5 rounded-md px-1 py-1.5 text-sm font-medium text-brand tabular-nums underline decoration-dotted underline-offset-4 hover:bg-surface-raised"
            >
              {formatAmount(product.price)}
            </button>
            <button
              type="button"
              onClick={(event) => openEditor('deposit', event)}
              aria-label={t`Edit deposit of ${name}, now ${depositText.toLowerCase()}`}
              className="-my-2 rounded-md px-1 py-2 text-xs text-ink-muted underline decoration-dotted underline-offset-4 hover:bg-surface-raised"
            >
              {depositText}
            </button>
            {product.isSoldOut && (
              <span className="rounded bg-danger/15 px-1.5 py-0.5 text-xs font-semibold text-danger">
                <Trans>Sold out</Trans>
              </span>
            )}
            {!product.isAvailable && (
              <span className="text-xs text-ink-faint">
                <Trans>Hidden from menu</Trans>
              </span>
            )}
          </div>
        </div>
        <AvailabilitySwitch
          name={name}
          isOn={product.isAvailable}
          isDisabled={isSaving}
          onChange={(isAvailable) => change({ ...current, isAvailable })}
        />
      </div>
      <div ref={editorRef}>
        {editing === 'price' && (
          <PriceEditor
            name={name}
            price={product.price}
            onCancel={closeEditor}
            onSave={(price) => {
              closeEditor();
              change({ ...current, price });
            }}
          />
        )}
        {editing === 'deposit' && (
          <DepositEditor
            name={name}
            depositPercent={product.depositPercent}
            onCancel={closeEditor}
            onSave={(depositPercent) => {
              closeEditor();
              change({ ...current, depositPercent });
            }}
          />
        )}
      </div>
    </li>
  );
}
