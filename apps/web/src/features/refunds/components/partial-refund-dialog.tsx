import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@queueless/contracts';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
import { InlineError } from '#web/components/ui/inline-error';
import { Spinner } from '#web/components/ui/spinner';
import { Textarea } from '#web/components/ui/textarea';
import { type RefundableLine, usePartialRefund } from '#web/features/refunds/use-partial-refund';
import { formatAmount } from '#web/lib/money';
import { serverFieldError } from '#web/lib/server-field-error';

type PartialRefundDialogProps = {
  order: Order;
  vendorLocationId: string;
  open: boolean;
  onClose: () => void;
  /** After a refund went through, with the amount returned. */
  onRefunded: (amount: string) => void;
};

/** Some units of some lines go back (decision 077): staff choose them and a reason; the server says how much. */
export function PartialRefundDialog({ order, vendorLocationId, open, onClose, onRefunded }: PartialRefundDialogProps) {
  const { t } = useLingui();
  const refund = usePartialRefund({ order, vendorLocationId, isOpen: open });
  const close = () => {
    if (refund.isRefunding) return;
    refund.reset();
    onClose();
  };
  const amount = refund.isQuoteCurrent && refund.quote.data ? formatAmount(refund.quote.data.amount) : null;

  return (
    <Dialog
      open={open}
      onClose={close}
      isDismissible={!refund.isRefunding}
      title={t`Refund items`}
      description={
        <Trans>
          Order <span className="font-mono font-semibold text-ink">#{order.shortOrderId}</span>: choose what goes back
          to the customer. The tip goes back with the last items.
        </Trans>
      }
    >
      {refund.refunds.isPending ? (
        <p className="flex items-center gap-2 py-2 text-ink-muted">
          <Spinner label={t`Loading the order's items`} /> <Trans>Loading the order's items…</Trans>
        </p>
      ) : refund.refunds.isError ? (
        <InlineError
          title={t`We couldn't load the order's items.`}
          detail={t`Check your connection and try again.`}
          onRetry={() => void refund.refunds.refetch()}
          isRetrying={refund.refunds.isFetching}
        />
      ) : refund.lines.length === 0 ? (
        <p className="py-2">
          <Trans>Every item of this order has been refunded.</Trans>
        </p>
      ) : (
        <form
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            refund.submit(onRefunded);
          }}
        >
          <ul
            aria-label={t`Items to refund`}
            className="flex flex-col divide-y divide-line rounded-xl border border-line"
          >
            {refund.lines.map((line) => (
              <RefundLineRow
                key={line.key}
                line={line}
                units={refund.unitsOf(line.key)}
                isLocked={refund.isRefunding}
                onChange={(quantity) => refund.setUnitsOf(line.key, quantity)}
              />
            ))}
          </ul>
          <Textarea
            label={t`Reason`}
            rows={2}
            maxLength={200}
            value={refund.reason}
            disabled={refund.isRefunding}
            onChange={(event) => refund.setReason(event.target.value)}
            hint={t`The customer sees it on their order.`}
          />
          <p aria-live="polite" className="flex min-h-6 items-center justify-between gap-3">
            <span className="text-ink-muted">
              <Trans>To refund</Trans>
            </span>
            <QuoteAmount refund={refund} amount={amount} />
          </p>
          {refund.refundError && (
            <p role="alert" className="rounded-xl border border-danger/40 bg-danger/10 px-4 py-3 text-sm">
              {serverFieldError(refund.refundError).message}
            </p>
          )}
          <Button
            type="submit"
            variant="danger"
            size="lg"
            fullWidth
            isLoading={refund.isRefunding}
            disabled={!refund.canSubmit}
          >
            {amount ? t`Refund ${amount}` : t`Refund`}
          </Button>
        </form>
      )}
      <Button variant="secondary" size="lg" fullWidth disabled={refund.isRefunding} onClick={close}>
        <Trans>Cancel</Trans>
      </Button>
    </Dialog>
  );
}

function QuoteAmount({ refund, amount }: { refund: ReturnType<typeof usePartialRefund>; amount: string | null }) {
  const { t } = useLingui();
  if (refund.chosen.length === 0) {
    return (
      <span className="text-sm text-ink-muted">
        <Trans>Choose at least one item.</Trans>
      </span>
    );
  }
  if (refund.quote.isError)
    return <span className="text-sm text-danger">{serverFieldError(refund.quote.error).message}</span>;
  if (!amount) return <Spinner label={t`Working out the amount`} />;
  return <span className="text-lg font-semibold tabular-nums">{amount}</span>;
}

type RefundLineRowProps = { line: RefundableLine; units: number; isLocked: boolean; onChange: (units: number) => void };

function RefundLineRow({ line, units, isLocked, onChange }: RefundLineRowProps) {
  // Two margaritas with other tequilas are two rows: their controls' names say which (issue 39).
  const { t } = useLingui();
  const label = line.choices ? `${line.name} (${line.choices})` : line.name;
  const quantityLeft = line.quantityLeft;
  const step =
    'grid size-10 shrink-0 place-items-center rounded-xl text-lg font-semibold text-ink hover:bg-line ' +
    'disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <li className="flex items-center justify-between gap-3 px-3 py-2">
      <div className="min-w-0">
        <p className="truncate font-medium">{line.name}</p>
        {line.choices && <p className="text-sm">{line.choices}</p>}
        <p className="text-sm text-ink-muted">
          <Trans>{quantityLeft} left to refund</Trans>
        </p>
      </div>
      <div className="flex items-center gap-1 rounded-xl bg-surface-raised">
        <button
          type="button"
          className={step}
          disabled={isLocked || units === 0}
          onClick={() => onChange(units - 1)}
          aria-label={t`Refund one less ${label}`}
        >
          −
        </button>
        <output aria-live="polite" aria-label={t`${label} to refund`} className="w-6 text-center tabular-nums">
          {units}
        </output>
        <button
          type="button"
          className={step}
          disabled={isLocked || units >= line.quantityLeft}
          onClick={() => onChange(units + 1)}
          aria-label={t`Refund one more ${label}`}
        >
          +
        </button>
      </div>
    </li>
  );
}
