import type { OrderCartItem } from '@queueless/contracts';
import { ProductImage } from '../../../components/ui/product-image';
import { cn } from '../../../lib/cn';
import { formatAmount } from '../../../lib/money';

/** What to hand over: each line's picture, name, size and quantity. Greyed out once it was picked up before. */
export function OrderItems({ items, isMuted }: { items: OrderCartItem[]; isMuted: boolean }) {
  return (
    <ul aria-label="Items" className={cn('flex flex-col gap-2', isMuted && 'grayscale')}>
      {items.map((item) => (
        <li
          key={`${item.productId}-${item.variantName ?? ''}`}
          className={cn(
            'flex items-center gap-3 rounded-2xl border border-line bg-surface p-2 pr-4',
            isMuted && 'opacity-60',
          )}
        >
          <ProductImage src={item.imageUrls[0]} alt="" className="size-14 shrink-0 rounded-lg" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold">{item.name}</p>
            <p className="text-sm text-ink-muted">
              {item.variantName ? `Size ${item.variantName} · ` : ''}
              {formatAmount(item.price)} each
            </p>
          </div>
          <p className="shrink-0 text-2xl font-bold tabular-nums">
            <span className="sr-only">Quantity </span>
            <span aria-hidden="true">×</span>
            {item.quantity}
          </p>
        </li>
      ))}
    </ul>
  );
}
