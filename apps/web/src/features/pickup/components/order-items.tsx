import { Trans, useLingui } from '@lingui/react/macro';
import type { OrderCartItem } from '@queueless/contracts';
import { ProductImage } from '#web/components/ui/product-image';
import { hasLineChoices, orderLineKey, orderLineOptionsText } from '#web/features/orders/order-line-options';
import { cn } from '#web/lib/cn';
import { formatAmount } from '#web/lib/money';

/**
 * What to hand over: each line's picture, name, size and quantity. Greyed out once it was picked up before: the
 * pictures in greyscale and faded, the words in the muted colour (still readable, at the AA contrast: fading the
 * words themselves failed it).
 */
export function OrderItems({ items, isMuted }: { items: OrderCartItem[]; isMuted: boolean }) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Items`} className="flex flex-col gap-2">
      {items.map((item, index) => (
        <li
          key={orderLineKey(item, index)}
          className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-2 pr-4"
        >
          <ProductImage
            src={item.imageUrls[0]}
            alt=""
            sizes="56px"
            className={cn('size-14 shrink-0 rounded-lg', isMuted && 'opacity-50 grayscale')}
          />
          <div className={cn('min-w-0 flex-1', isMuted && 'text-ink-muted')}>
            <p className="truncate font-semibold">
              {item.name}
              {item.idRequired && (
                <span className="ml-2 text-xs font-bold text-danger">
                  <Trans>ID</Trans>
                </span>
              )}
            </p>
            <p className="text-sm text-ink-muted">
              <PriceEach variantName={item.variantName} price={formatAmount(item.price)} />
            </p>
            {hasLineChoices(item) && (
              <p className="text-base font-semibold text-ink" data-testid="line-options">
                {orderLineOptionsText(item, true)}
              </p>
            )}
          </div>
          <p className={cn('shrink-0 text-2xl font-bold tabular-nums', isMuted && 'text-ink-muted')}>
            <span className="sr-only">
              <Trans>Quantity</Trans>{' '}
            </span>
            <span aria-hidden="true">×</span>
            {item.quantity}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** "Size M · $30.00 each", or "$8.00 each" without a size. */
function PriceEach({ variantName, price }: { variantName: string | null | undefined; price: string }) {
  return variantName ? (
    <Trans>
      Size {variantName} · {price} each
    </Trans>
  ) : (
    <Trans>{price} each</Trans>
  );
}
