import type { MessageDescriptor } from '@lingui/core';
import { msg, t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { QueueOrder } from '@queueless/contracts';
import { Button } from '#web/components/ui/button';
import { ErrorState } from '#web/components/ui/error-state';
import { Spinner } from '#web/components/ui/spinner';
import { hasLineChoices, needsIdCheck, orderLineOptionsText } from '#web/features/orders/order-line-options';
import { type QueueLink, useLocationQueue, useMarkReady, useQueueEvents } from '#web/features/pickup/api/queue';
import { CheckIdBadge } from '#web/features/pickup/components/id-check';
import { useBeep, useNewOrders } from '#web/features/pickup/new-order-cue';
import { announce } from '#web/lib/announce';
import { isApiError } from '#web/lib/api-client';
import { cn } from '#web/lib/cn';
import { useFocusSuccessor } from '#web/lib/use-focus-successor';
import { useNow } from '#web/lib/use-now';

/** A new order stays highlighted this long. */
const NEW_FOR_MS = 30_000;

/** "just now", "4 min", "1 h 12 min": how long the order has waited since it was paid. */
export function waitedFor(paidAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(paidAt)) / 60_000));
  if (minutes < 1) return translate`just now`;
  if (minutes < 60) return translate`${minutes} min`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return translate`${hours} h ${rest} min`;
}

const linkLabels: Record<QueueLink, MessageDescriptor> = {
  connecting: msg`Connecting…`,
  live: msg`Live`,
  reconnecting: msg`Reconnecting…`,
  stopped: msg`Not updating`,
};

function QueueCard({
  order,
  now,
  isNew,
  vendorLocationId,
}: {
  order: QueueOrder;
  now: Date;
  isNew: boolean;
  vendorLocationId: string;
}) {
  const { t } = useLingui();
  const markReady = useMarkReady(vendorLocationId);
  const shortId = order.shortOrderId;
  const isReady = order.readyAt !== null;
  const error = markReady.error;
  // Ready becomes 'Ready ✓', which is not a control: focus goes on to the next order's Ready (decision 083).
  const card = useFocusSuccessor<HTMLLIElement>(isReady, nextReadyButton);
  return (
    <li
      {...card}
      aria-label={t`Order ${shortId}`}
      className={cn(
        'flex flex-col gap-4 rounded-2xl border-2 bg-surface p-5',
        isNew ? 'animate-pulse border-brand' : isReady ? 'border-line opacity-70' : 'border-line',
      )}
    >
      <div className="flex items-baseline justify-between gap-3">
        <span className="font-mono text-3xl font-bold tracking-wider">#{order.shortOrderId}</span>
        <span className="text-xl text-ink-muted">{waitedFor(order.paidAt, now)}</span>
      </div>
      <div className="flex items-center gap-3">
        <span className="truncate text-2xl font-semibold">{order.firstName ?? t`Guest`}</span>
        {isNew && (
          <span className="rounded-md bg-brand px-2 py-0.5 text-base font-bold text-brand-ink">
            <Trans>NEW</Trans>
          </span>
        )}
        {needsIdCheck(order) && <CheckIdBadge className="text-base" />}
      </div>
      <ul className="flex flex-col gap-1 text-xl">
        {order.items.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: two lines of one product with other choices are two lines
          <li key={`${item.productId}-${index}`}>
            <span className="font-bold">{item.quantity} ×</span> {item.name}
            {item.variantName ? ` (${item.variantName})` : ''}
            {hasLineChoices(item) && (
              <span className="block pl-8 text-lg font-semibold text-ink-muted">
                {orderLineOptionsText(item, true)}
              </span>
            )}
          </li>
        ))}
      </ul>
      {isReady ? (
        <p className="rounded-xl bg-surface-raised py-4 text-center text-2xl font-bold text-success">
          <Trans>Ready ✓</Trans>
        </p>
      ) : (
        <Button
          size="lg"
          className="h-20 text-2xl"
          isLoading={markReady.isPending}
          onClick={() => markReady.mutate(order.orderId, { onSuccess: () => announce(t`Order ${shortId} ready`) })}
          aria-label={t`Ready, order ${shortId}`}
        >
          <Trans>Ready</Trans>
        </Button>
      )}
      {error && (
        <p role="alert" className="text-lg text-danger">
          {isApiError(error) ? error.message : t`Could not mark it ready. Please try again.`}
        </p>
      )}
    </li>
  );
}

/** The next order's Ready button after this card, else the one before, else the page's heading. */
function nextReadyButton(card: HTMLLIElement): HTMLElement | null {
  const cards = [...(card.parentElement?.children ?? [])];
  const at = cards.indexOf(card);
  const inOrder = [...cards.slice(at + 1), ...cards.slice(0, at).reverse()];
  for (const other of inOrder) {
    const ready = other.querySelector<HTMLElement>('button:not(:disabled)');
    if (ready) return ready;
  }
  const heading = document.querySelector<HTMLElement>('h1');
  heading?.setAttribute('tabindex', '-1');
  return heading;
}

/** The bar's live queue (decision 070): paid orders not yet picked up, oldest first, each with a big Ready tap. */
export function BarQueue({ vendorLocationId }: { vendorLocationId: string }) {
  const { i18n, t } = useLingui();
  const queue = useLocationQueue(vendorLocationId);
  const link = useQueueEvents(vendorLocationId);
  const now = useNow(10_000);
  const sound = useBeep();
  const items = queue.data?.items;
  const arrivedAt = useNewOrders(
    items?.map((item) => item.orderId),
    sound.beep,
  );

  const waiting = items?.filter((item) => item.readyAt === null).length ?? 0;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-2xl font-semibold" aria-live="polite">
          {items ? t`${waiting} waiting` : ''}
        </p>
        <div className="flex items-center gap-3">
          <span
            className={cn('text-lg', link === 'live' ? 'text-success' : 'text-danger')}
            aria-live="polite"
            data-testid="queue-link"
          >
            {i18n._(linkLabels[link])}
          </span>
          <Button
            variant="secondary"
            size="lg"
            // One name and its state in aria-pressed ("Sound, toggle button, pressed"); the dot shows it on screen.
            aria-pressed={sound.isSoundOn}
            onClick={sound.isSoundOn ? sound.turnOff : sound.turnOn}
          >
            <span
              aria-hidden="true"
              className={cn(
                'size-3 rounded-full border-2',
                sound.isSoundOn ? 'border-success bg-success' : 'border-ink-muted',
              )}
            />
            <Trans>Sound</Trans>
          </Button>
        </div>
      </div>
      {queue.isPending ? (
        <Spinner />
      ) : queue.isError && !items ? (
        <ErrorState
          title={t`Could not load the queue`}
          message={isApiError(queue.error) ? queue.error.message : t`Could not load the queue.`}
          onRetry={() => void queue.refetch()}
        />
      ) : items && items.length === 0 ? (
        <p className="py-16 text-center text-2xl text-ink-muted">
          <Trans>No orders waiting.</Trans>
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {items?.map((order) => (
            <QueueCard
              key={order.orderId}
              order={order}
              now={now}
              isNew={now.getTime() - (arrivedAt.get(order.orderId) ?? 0) < NEW_FOR_MS}
              vendorLocationId={vendorLocationId}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
