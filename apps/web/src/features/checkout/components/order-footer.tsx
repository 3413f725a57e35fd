import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@queueless/contracts';
import { useState } from 'react';
import { Link } from 'react-router';
import { buttonStyles } from '#web/components/ui/button';
import type { StoredCart } from '#web/features/cart/cart';
import { useAnnounceAdds } from '#web/features/cart/use-announce-adds';
import { useCartSummary } from '#web/features/cart/use-cart-summary';
import { useAuth } from '#web/features/identity/use-auth';
import { isBarShownBeforeApp } from '#web/features/menu/captured-taps';
import { formatItemCount } from '#web/features/menu/menu';
import { cn } from '#web/lib/cn';
import { formatCents } from '#web/lib/money';
import { paths } from '#web/lib/paths';

type OrderFooterProps = {
  vendorLocationId: string;
  cart: StoredCart;
  products: readonly Product[] | undefined;
  onOpenCart: () => void;
  /** First touch of the cart button: fetch the cart modal's code early. */
  onCartIntent?: () => void;
};

function BagIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-6 shrink-0" fill="none" aria-hidden="true" focusable="false">
      <path
        d="M6 8h12l-1 12H7L6 8Zm3 0V6.5a3 3 0 0 1 6 0V8"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The purchasing page's fixed footer: the cart, and 'Order Now' with the subtotal and quantity. The menu's first script
 * draws it from the server's render before the app arrives, filling its `data-slot`s (decision 098).
 */
export function OrderFooter({ vendorLocationId, cart, products, onOpenCart, onCartIntent }: OrderFooterProps) {
  const { t } = useLingui();
  const { user } = useAuth();
  const summary = useCartSummary(cart, products);
  // Taking the place of the bar the menu's first script drew (decision 098): already shown, so no fade-in again, and
  // what was added then was said then.
  const [isShownAlready] = useState(isBarShownBeforeApp);
  const { totalQuantity, subtotalCents } = summary;
  useAnnounceAdds(vendorLocationId, summary.lines, isShownAlready);
  // A signed-in customer's tap makes the order on its way to the review, so its Checkout seldom waits for it (issue
  // 16). The module is the review's own, fetched with its code while the customer looked at the menu.
  const prepare = () => {
    if (!user) return;
    void import('#web/features/checkout/prepared-order')
      .then(({ orderInputFor, prepareOrder }) => prepareOrder(orderInputFor(user.userId, vendorLocationId, summary)))
      .catch(() => undefined);
  };
  // Nothing in the cart can be ordered any more (it is being pruned): no footer.
  if (totalQuantity === 0) return null;
  const itemCount = formatItemCount(totalQuantity);
  const subtotal = formatCents(subtotalCents);
  return (
    <section
      data-bottom-bar
      aria-label={t`Your order`}
      className={cn(
        'fixed inset-x-0 bottom-0 z-30 border-t border-line bg-canvas/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur',
        !isShownAlready && 'animate-fade-in',
      )}
    >
      <div className="mx-auto flex max-w-2xl gap-3">
        <button
          type="button"
          onClick={onOpenCart}
          onPointerEnter={onCartIntent}
          onTouchStart={onCartIntent}
          onFocus={onCartIntent}
          aria-label={t`View cart, ${itemCount}`}
          data-slot="cart"
          className={cn(buttonStyles({ variant: 'secondary', size: 'lg' }), 'relative w-14 shrink-0 px-0')}
        >
          <BagIcon />
          <span
            aria-hidden="true"
            className="absolute -top-1.5 -right-1.5 grid h-6 min-w-6 place-items-center rounded-full bg-brand px-1 text-xs font-bold text-brand-ink tabular-nums"
            data-slot="count"
          >
            {totalQuantity}
          </span>
        </button>
        <Link
          to={paths.orderReview(vendorLocationId)}
          onClick={prepare}
          className={cn(buttonStyles({ size: 'lg' }), 'flex-1 justify-between')}
          data-slot="order"
        >
          {/* The label on one line; the count and subtotal, smaller, wrap under each other when a language's words
              or a large order leave them no room (Spanish at 390 px: "Pedir ahora", "12 artículos · $149.40"). */}
          <span className="whitespace-nowrap">
            <Trans>Order Now</Trans>
          </span>
          <span className="text-right text-sm leading-tight font-medium tabular-nums">
            <span data-slot="items">{itemCount}</span> · <span data-slot="subtotal">{subtotal}</span>
          </span>
        </Link>
      </div>
    </section>
  );
}
