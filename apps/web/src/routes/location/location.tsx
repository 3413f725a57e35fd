import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Product } from '@queueless/contracts';
import {
  type ComponentProps,
  createContext,
  lazy,
  memo,
  type ReactNode,
  Suspense,
  use,
  useEffect,
  useState,
} from 'react';
import { useParams } from 'react-router';
import { SiteHeader } from '#web/components/layout/site-header';
import { Button } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { PoweredByFooter } from '#web/components/ui/powered-by-footer';
import { Spinner } from '#web/components/ui/spinner';
import { createCart, productQuantityOf, type StoredCart } from '#web/features/cart/cart';
import { useCart } from '#web/features/cart/use-cart';
import { AccountLink, SignUpPrompt } from '#web/features/identity/components/account-link';
import { AlcoholWarningDialog } from '#web/features/menu/components/alcohol-warning-dialog';
import { MenuSectionBlock, MenuSkeleton } from '#web/features/menu/components/menu-section';
import { ProductCard } from '#web/features/menu/components/product-card';
import { leadProduct, type MenuEntry, maxOrderable } from '#web/features/menu/menu';
import { MAX_LINE_QUANTITY } from '#web/lib/constants';
import { lazyPage } from '#web/lib/lazy-page';
import { whenIdle } from '#web/lib/when-idle';
import { CartModal, MenuDialog, OrderFooter } from './menu-parts';
import { preloadOrderingPages } from './ordering-pages';
import { ALLERGEN_FILTER_TAP, useMenuPage } from './use-menu-page';

// Everything that only shows after a tap (or only at some locations) loads on demand: the menu stays small.
// (The footer, the cart and the merchandise sizes: features/menu/menu-parts.ts.)
const SplashVideo = lazy(() =>
  import('#web/features/menu/components/splash-video').then((m) => ({ default: m.SplashVideo })),
);
// Only while ordering is paused or closed (decision 072). Loaded ahead on the server, which renders it (decision 074).
export const OrderingNotice = lazyPage(() =>
  import('#web/features/menu/components/ordering-notice').then((m) => m.default),
);

/** Spec: 'Error fetching products. Please try again later.' */
const PRODUCTS_LOAD_FAILED = msg`Error fetching products. Please try again later.`;
/** Cards in the first rows load their images at once; the rest lazily. */
const EAGER_IMAGES = 4;

/** Shown over the page while a modal's code arrives on a slow network. */
function ModalLoading() {
  const { t } = useLingui();
  return (
    <div className="fixed inset-0 z-50 grid place-items-center bg-black/60 text-ink">
      <Spinner label={t`Loading`} className="size-7" />
    </div>
  );
}

/**
 * The location's cart, read once for the page by `MenuCart` and given to the parts that show it (each card's quantity,
 * the Order Now bar, the cart). The page itself does not read it: when the cart changes, `MenuCart` draws again with
 * the same children, so React draws only the parts that read the cart, and each card past its memo only if its own
 * quantity changed (issue 45). One reading for the page, so the takeover starts one transition for it (decision 102).
 */
const CartOfPage = createContext<StoredCart>(createCart('', new Date(0)));

function MenuCart({ vendorLocationId, children }: { vendorLocationId: string; children: ReactNode }) {
  return <CartOfPage value={useCart(vendorLocationId)}>{children}</CartOfPage>;
}

/**
 * The Order Now bar, from the first item in the cart on (not while ordering is closed). It reads the page's cart, so
 * an Add redraws the bar and the card, not the page. Its code loads with that first item (a visitor who only looks
 * never downloads it), and the later pages' code follows in idle time once the tap's frame is drawn (decision 017):
 * asking for it adds link elements to the document, which the first Add's own task paid for before its paint
 * (issue 45).
 */
function OrderBar({
  isOrderingClosed,
  ...props
}: Omit<ComponentProps<typeof OrderFooter>, 'cart'> & {
  isOrderingClosed: boolean;
}) {
  const cart = use(CartOfPage);
  const hasCart = cart.items.length > 0;
  useEffect(() => (hasCart ? whenIdle(preloadOrderingPages, 500) : undefined), [hasCart]);
  if (!hasCart || isOrderingClosed) return null;
  return <ShownOrderBar {...props} cart={cart} />;
}

/**
 * The bar once shown: when its code arrives, only the bar is drawn again. The footer is shown without a Suspense
 * fallback, so React's reveal throttle never holds it back (issue 16); after a failed load (offline) it suspends and
 * loads again as `lazy` does.
 */
function ShownOrderBar(props: ComponentProps<typeof OrderFooter>) {
  const [isTried, setIsTried] = useState(OrderFooter.isLoaded);
  // Read on each render too: code that arrived since (a touch's intent, another part) shows in this render.
  const isLoaded = OrderFooter.isLoaded();
  useEffect(() => {
    if (isLoaded || isTried) return;
    const settle = () => setIsTried(true);
    OrderFooter.preload().then(settle, settle);
  }, [isLoaded, isTried]);
  if (!isLoaded && !isTried) return null;
  return (
    <Suspense fallback={null}>
      <OrderFooter {...props} />
    </Suspense>
  );
}

/** The cart's modal, reading the page's cart (as the bar does). */
function MenuCartModal(props: Omit<ComponentProps<typeof CartModal>, 'cart'>) {
  return <CartModal {...props} cart={use(CartOfPage)} />;
}

type MenuCardProps = Omit<ComponentProps<typeof ProductCard>, 'quantityInCart' | 'canIncrease'> & {
  isOrderingClosed: boolean;
};

/**
 * A menu card with its quantity in the page's cart: an Add draws past the memo only the card whose quantity changed
 * (issue 45). Merchandise adds through its modal, so its card shows no quantity.
 */
const MenuCard = memo(function MenuCard({ isOrderingClosed, ...props }: MenuCardProps) {
  const product: Product = leadProduct(props.entry);
  // Every line of the product (a product with choices may be on several).
  const inCart = props.entry.kind === 'product' ? productQuantityOf(use(CartOfPage), product.productId) : 0;
  return (
    <ProductCard
      {...props}
      quantityInCart={inCart}
      canIncrease={!isOrderingClosed && inCart < maxOrderable(product, MAX_LINE_QUANTITY)}
    />
  );
});

/** /location/{vendorLocationId}: the purchasing page. */
export function LocationPage() {
  const { vendorLocationId = '' } = useParams();
  const { i18n, t } = useLingui();
  const page = useMenuPage(vendorLocationId);

  // A failed refresh of a location or menu already shown keeps it on screen (a flaky link, decision 017).
  if (page.location.isError && !page.location.data && !page.isLocationMissing) {
    return (
      <div className="flex min-h-dvh flex-col">
        <SiteHeader actions={<AccountLink />} />
        <main className="flex-1">
          <ErrorState
            title={t`Unable to load this location`}
            message={t`Please check your connection and try again.`}
            onRetry={() => void page.location.refetch()}
            isRetrying={page.location.isFetching}
          />
        </main>
        <PoweredByFooter />
      </div>
    );
  }

  const description = page.location.data?.description;
  // Paused, capped or closed (decision 072): the notice says why and until when; nothing can be added or paid.
  const isOrderingClosed = page.location.data?.ordering?.open === false;
  let cardIndex = 0;
  return (
    <MenuCart vendorLocationId={vendorLocationId}>
      {/* Room at the bottom for the fixed order footer, so it never covers the last row or 'Powered by'. */}
      <div className="flex min-h-dvh flex-col pb-24">
        <title>{description ? `${description} · Queueless` : 'Queueless'}</title>
        <SiteHeader actions={<AccountLink />} />
        <main className="mx-auto w-full max-w-2xl flex-1 px-4 pt-5" aria-busy={page.products.isPending}>
          <header>
            <p className="h-5 text-sm font-semibold tracking-wide text-brand uppercase">
              {page.vendor.data?.name ?? (
                <span className="sr-only">
                  <Trans>Loading venue</Trans>
                </span>
              )}
            </p>
            {/* The heading takes focus when the 21+ notice closes (decision 083). */}
            {description ? (
              <h1 tabIndex={-1} className="mt-1 h-9 truncate text-3xl font-bold tracking-tight">
                {description}
              </h1>
            ) : (
              <div className="mt-1 flex h-9 items-center" aria-hidden="true">
                <div className="h-7 w-48 animate-pulse rounded-lg bg-line" />
              </div>
            )}
          </header>

          <button
            type="button"
            className="mt-3 h-9 rounded-full border border-line px-3 text-sm text-ink-muted"
            onClick={() => page.setDialog({ kind: 'allergens' })}
            onPointerEnter={page.preloadMenuDialog}
            aria-haspopup="dialog"
            // A tap before the app has taken over is kept and replayed by it, as a product's choices are (decision 098).
            data-open={ALLERGEN_FILTER_TAP}
          >
            {page.hiddenAllergens.length > 0
              ? plural(page.hiddenAllergens.length, { one: 'Allergen filter: # on', other: 'Allergen filter: # on' })
              : t`Allergen filter`}
          </button>

          {!page.isOnline && (
            <p
              role="status"
              data-testid="offline-note"
              className="mt-4 rounded-xl border border-line bg-surface px-4 py-3 text-sm text-ink-muted"
            >
              <Trans>
                <span className="font-semibold text-ink">You're offline.</span> This is the menu as it was last loaded;
                ordering and paying need a connection.
              </Trans>
            </p>
          )}

          {isOrderingClosed && (
            <Suspense>
              <OrderingNotice page={page} />
            </Suspense>
          )}

          {page.products.isError && !page.products.data && !page.isLocationMissing ? (
            <div role="alert" className="mt-6 rounded-2xl border border-danger/40 bg-danger/10 p-5">
              <p className="font-medium text-ink">{i18n._(PRODUCTS_LOAD_FAILED)}</p>
              <Button
                variant="secondary"
                className="mt-4"
                onClick={() => void page.products.refetch()}
                isLoading={page.products.isFetching}
              >
                <Trans>Try again</Trans>
              </Button>
            </div>
          ) : !page.menu ? (
            <MenuSkeleton />
          ) : page.menu.length === 0 ? (
            <p className="mt-6 rounded-2xl border border-dashed border-line p-6 text-ink-muted">
              <Trans>Nothing is on the menu here right now.</Trans>
            </p>
          ) : (
            page.menu.map((section) => (
              <MenuSectionBlock key={section.id} id={section.id} title={section.title} count={section.entries.length}>
                {section.entries.map((entry: MenuEntry) => (
                  <MenuCard
                    key={entry.key}
                    isOrderingClosed={isOrderingClosed}
                    entry={entry}
                    isEager={cardIndex++ < EAGER_IMAGES}
                    onAdd={page.addOne}
                    onDecrease={page.decrease}
                    onOpen={page.openEntry}
                    onIntent={page.preloadMenuDialog}
                  />
                ))}
              </MenuSectionBlock>
            ))
          )}

          {/* After the menu, so it never shows where the menu is about to land. */}
          {!page.products.isPending && <SignUpPrompt className="mt-8 w-full" />}
        </main>
        <PoweredByFooter />

        <OrderBar
          vendorLocationId={vendorLocationId}
          isOrderingClosed={isOrderingClosed}
          products={page.products.data}
          onOpenCart={page.openCart}
          onCartIntent={page.preloadCartModal}
        />

        {page.dialog && (
          <Suspense fallback={<ModalLoading />}>
            <MenuDialog
              request={page.dialog}
              products={page.products.data}
              hiddenAllergens={page.hiddenAllergens}
              onClose={() => page.setDialog(null)}
              onAdd={(product, quantity, choices) => {
                page.add(product, quantity, choices);
                page.setDialog(null);
              }}
              onApplyAllergens={(hidden) => {
                page.setHiddenAllergens(hidden);
                page.setDialog(null);
              }}
            />
          </Suspense>
        )}
        {page.isCartOpen && (
          <Suspense fallback={<ModalLoading />}>
            <MenuCartModal
              vendorLocationId={vendorLocationId}
              products={page.products.data}
              onClose={() => page.setIsCartOpen(false)}
            />
          </Suspense>
        )}
        {page.intro.warning && (
          <AlcoholWarningDialog
            onClose={page.intro.closeWarning}
            closeInMs={page.intro.warning.closeInMs}
            isFromServer={page.intro.warning.isFromServer}
          />
        )}
        {page.intro.isSplashShowing && (
          <Suspense fallback={null}>
            <SplashVideo onDone={page.intro.closeSplash} />
          </Suspense>
        )}
      </div>
    </MenuCart>
  );
}
