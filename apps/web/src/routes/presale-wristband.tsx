import { Trans, useLingui } from '@lingui/react/macro';
import type { PresaleContent } from '@queueless/contracts';
import { Link, useNavigate } from 'react-router';
import { SiteHeader } from '#web/components/layout/site-header';
import { Button, buttonStyles } from '#web/components/ui/button';
import { PoweredByFooter } from '#web/components/ui/powered-by-footer';
import { FullPageSpinner } from '#web/components/ui/spinner';
import { showToast } from '#web/components/ui/toast';
import { addToCart } from '#web/features/cart/cart';
import { updateCart } from '#web/features/cart/cart-store';
import { useCart } from '#web/features/cart/use-cart';
import { useContentPage } from '#web/features/content/api/get-content-page';
import { ContentImage } from '#web/features/content/components/content-image';
import { ContentError } from '#web/features/content/components/content-states';
import { pageSlugs } from '#web/features/content/content-slugs';
import { AccountLink } from '#web/features/identity/components/account-link';
import { useLocationProducts } from '#web/features/menu/api/get-location-products';
import type { CountdownState } from '#web/features/presale/countdown';
import { usePresaleCountdown } from '#web/features/presale/use-countdown';
import { cn } from '#web/lib/cn';
import { balanceAtPickupCents } from '#web/lib/deposits';
import { formatAmount, formatCents, toCents } from '#web/lib/money';
import { paths } from '#web/lib/paths';

function Countdown({ countdown }: { countdown: CountdownState }) {
  const { display, isHurry, isExpired } = countdown;
  if (isExpired) {
    return (
      <p role="status" className="text-3xl font-extrabold text-danger">
        <Trans>Offer Expired!</Trans>
      </p>
    );
  }
  return (
    <div data-hurry={isHurry || undefined} className="relative flex flex-col gap-1">
      {/* The pulse is a ring around the clock, so the words themselves keep their full contrast. */}
      {isHurry && (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute -inset-3 animate-pulse rounded-2xl border-2 border-danger"
        />
      )}
      <p className="text-sm font-medium text-ink-muted">
        <Trans>Presale ends at midnight</Trans>
      </p>
      <p className={cn('font-mono text-5xl font-extrabold tabular-nums', isHurry ? 'text-danger' : 'text-brand')}>
        <span className="sr-only">
          <Trans>Time left:</Trans>{' '}
        </span>
        <time>{display}</time>
      </p>
      {isHurry && (
        <p className="font-semibold text-danger">
          <Trans>Hurry up! Limited time remaining!</Trans>
        </p>
      )}
    </div>
  );
}

/** "$25.00 + tax today · $25.00 at pickup" for a presale product; its price for one paid in full. */
function PresalePrice({ product }: { product: { price: string; depositPercent: number | null } }) {
  const balanceCents = balanceAtPickupCents(product, 1);
  const nowCents = toCents(product.price) - balanceCents;
  return (
    <p className="mt-5 text-lg">
      <span className="font-bold">
        <Trans>{formatCents(nowCents)} + tax today</Trans>
      </span>
      {balanceCents > 0 && (
        <span className="text-ink-muted">
          {' '}
          <Trans>
            · {formatCents(balanceCents)} at pickup ({formatAmount(product.price)} in all)
          </Trans>
        </span>
      )}
    </p>
  );
}

function Presale({ content }: { content: PresaleContent }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const countdown = usePresaleCountdown();
  const { isExpired } = countdown;
  const cart = useCart(content.vendorLocationId);
  const products = useLocationProducts(content.vendorLocationId);
  const product = products.data?.find((item) => item.productId === content.productId);
  const inCart = cart.items.find((item) => item.productId === content.productId)?.quantity ?? 0;

  const prePurchase = () => {
    const isAdded = updateCart(content.vendorLocationId, (current, now) =>
      addToCart(current, content.productId, 1, now),
    );
    if (!isAdded) {
      showToast({ title: t`Unable to add the wristband. Please try again.`, variant: 'error' });
      return;
    }
    showToast({ title: t`Your wristband has been added to your cart`, variant: 'success' });
    // On to the real order review (sign-in first when needed), where the deposit and the balance are shown.
    void navigate(paths.orderReview(content.vendorLocationId));
  };

  const button = (
    <Button size="lg" fullWidth onClick={prePurchase} disabled={isExpired}>
      <Trans>Pre-Purchase Now</Trans>
    </Button>
  );

  return (
    <main className="mx-auto flex w-full max-w-2xl flex-1 flex-col gap-8 px-4 pt-8">
      <div>
        <h1 className="text-4xl font-extrabold tracking-tight text-balance">{content.title}</h1>
        <p className="mt-3 text-lg text-ink-muted">{content.text}</p>
      </div>
      <section aria-label={t`Time left`} className="rounded-3xl border border-line bg-surface p-6">
        <Countdown countdown={countdown} />
        {product && <PresalePrice product={product} />}
        <div className="mt-6 flex flex-col gap-3">
          {button}
          {inCart > 0 && (
            <Link
              to={paths.orderReview(content.vendorLocationId)}
              className={buttonStyles({ variant: 'secondary', size: 'lg', fullWidth: true })}
            >
              <Trans>View cart ({inCart})</Trans>
            </Link>
          )}
        </div>
      </section>
      <ContentImage image={content.image} width={800} height={600} className="h-auto w-full aspect-[4/3] rounded-3xl" />
      <section aria-labelledby="perks-heading">
        <h2 id="perks-heading" className="text-2xl font-bold">
          <Trans>What you get</Trans>
        </h2>
        <ul className="mt-3 flex flex-col gap-2">
          {content.perks.map((perk) => (
            <li key={perk} className="flex gap-2">
              <span aria-hidden="true" className="text-brand">
                ✓
              </span>
              {perk}
            </li>
          ))}
        </ul>
      </section>
      {button}
    </main>
  );
}

/** /presale-wristband: the festival wristband presale, counting down to midnight. */
export function PresaleWristbandPage() {
  const { t } = useLingui();
  const query = useContentPage(pageSlugs.presale, 'presale');
  if (query.isPending) return <FullPageSpinner />;
  return (
    <div className="flex min-h-dvh flex-col">
      <title>{t`Wristband Presale · Queueless`}</title>
      <SiteHeader actions={<AccountLink />} />
      {query.data ? (
        <Presale content={query.data} />
      ) : (
        <main className="flex-1">
          <ContentError error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
        </main>
      )}
      <PoweredByFooter />
    </div>
  );
}
