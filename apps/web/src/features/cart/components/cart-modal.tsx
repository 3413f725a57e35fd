import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@queueless/contracts';
import { Link } from 'react-router';
import { Button, buttonStyles } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { QuantityStepper } from '#web/components/ui/quantity-stepper';
import type { StoredCart } from '#web/features/cart/cart';
import { decreaseQuantity, increaseQuantity, removeFromCart } from '#web/features/cart/cart';
import { updateCart } from '#web/features/cart/cart-store';
import { useCartSummary } from '#web/features/cart/use-cart-summary';
import { formatItemCount } from '#web/features/menu/menu';
import { formatAmount, formatCents } from '#web/lib/money';
import { paths } from '#web/lib/paths';

type CartModalProps = {
  vendorLocationId: string;
  cart: StoredCart;
  products: readonly Product[] | undefined;
  onClose: () => void;
};

function TrashIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4.5" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M4 6h12M8 6V4.5h4V6m-6 0 .7 9.5h6.6L14 6"
        stroke="currentColor"
        strokeWidth="1.7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** 'Your Cart (N items)': each line with its price and quantity controls, the subtotal, and a way on or out. */
export function CartModal({ vendorLocationId, cart, products, onClose }: CartModalProps) {
  const { t } = useLingui();
  const summary = useCartSummary(cart, products);
  const itemCount = formatItemCount(summary.totalQuantity);
  const change = (apply: Parameters<typeof updateCart>[1]) => {
    // Spec: cart failures are only logged.
    if (!updateCart(vendorLocationId, apply)) console.warn('The cart could not be saved on this device.');
  };

  return (
    <Dialog open onClose={onClose} title={t`Your Cart (${itemCount})`} className="max-w-md">
      {summary.lines.length === 0 ? (
        <p className="text-ink-muted">
          <Trans>Your cart is empty.</Trans>
        </p>
      ) : (
        <ul className="-mx-1 flex max-h-96 flex-col divide-y divide-line overflow-y-auto px-1">
          {summary.lines.map((line) => (
            <li key={line.key} className="flex flex-col gap-2 py-3 first:pt-0">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <p className="font-medium">{line.name}</p>
                  {line.variantName && (
                    <p className="text-sm text-ink-muted">
                      <Trans>Size {line.variantName}</Trans>
                    </p>
                  )}
                  {line.optionTexts.length > 0 && (
                    <p className="text-sm text-ink-muted">{line.optionTexts.join(', ')}</p>
                  )}
                </div>
                <p className="shrink-0 font-semibold tabular-nums">{formatAmount(line.price)}</p>
              </div>
              <div className="flex items-center gap-2">
                <QuantityStepper
                  name={line.name}
                  quantity={line.quantity}
                  canIncrease={line.quantity < line.maxQuantity}
                  onIncrease={() => change((cart, now) => increaseQuantity(cart, line.key, now, line.maxQuantity))}
                  onDecrease={() => change((cart, now) => decreaseQuantity(cart, line.key, now))}
                  className="w-32"
                />
                <Button
                  variant="ghost"
                  size="sm"
                  className="ml-auto h-10"
                  onClick={() => change((cart, now) => removeFromCart(cart, line.key, now))}
                  aria-label={t`Remove ${line.name} from cart`}
                >
                  <TrashIcon />
                  <Trans>Remove</Trans>
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <p className="flex items-center justify-between border-t border-line pt-4 text-lg font-semibold">
        <span>
          <Trans>Subtotal:</Trans>
        </span>
        <span className="tabular-nums">{formatCents(summary.subtotalCents)}</span>
      </p>
      {summary.lines.length > 0 && (
        <Link
          to={paths.orderReview(vendorLocationId)}
          className={buttonStyles({ size: 'lg', fullWidth: true })}
          data-autofocus
        >
          <Trans>Order Now</Trans>
        </Link>
      )}
      <Button variant="secondary" size="lg" fullWidth onClick={onClose} data-autofocus>
        <Trans>Close</Trans>
      </Button>
    </Dialog>
  );
}
