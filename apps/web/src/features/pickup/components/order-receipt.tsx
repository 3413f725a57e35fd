import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@queueless/contracts';
import { useId, useState } from 'react';
import { AmountRow } from '#web/components/ui/amount-row';
import { hasBalanceDue } from '#web/lib/deposits';
import { formatAmount } from '#web/lib/money';

/** The tip, always in view (staff care), and the full receipt behind 'View Receipt'. */
export function OrderReceipt({ order }: { order: Order }) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const id = useId();
  const hasTip = order.tipAmount !== '0.00';
  const isSplit = hasBalanceDue(order);
  return (
    <section aria-label={t`Payment`} className="rounded-2xl border border-line bg-surface">
      <div className="flex items-center justify-between gap-3 px-4 py-3">
        <p className="text-sm">
          {hasTip ? (
            <Trans>
              Tip <span className="font-semibold text-success">{formatAmount(order.tipAmount)}</span> included
            </Trans>
          ) : (
            <span className="text-ink-muted">
              <Trans>No tip</Trans>
            </span>
          )}
        </p>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={id}
          onClick={() => setIsOpen((open) => !open)}
          className="rounded-lg px-2 py-1 text-sm font-semibold text-brand hover:bg-surface-raised"
        >
          {isOpen ? t`Hide Receipt` : t`View Receipt`}
        </button>
      </div>
      {isOpen && (
        <dl id={id} aria-label={t`Receipt`} className="flex flex-col gap-1.5 border-t border-line px-4 py-3 text-sm">
          <AmountRow label={t`Subtotal`} value={formatAmount(order.subtotal)} />
          {order.promotion && (
            <AmountRow
              label={order.promotion.description || t`Discount`}
              value={`−${formatAmount(order.promotion.discountAmount)}`}
            />
          )}
          <AmountRow label={t`Tax`} value={formatAmount(order.taxAmount)} />
          <AmountRow label={t`Tip`} value={formatAmount(order.tipAmount)} />
          {isSplit && <AmountRow label={t`Due at pickup`} value={`−${formatAmount(order.balanceDueAtPickup)}`} />}
          <AmountRow
            label={isSplit ? t`Paid now` : t`Total`}
            value={formatAmount(order.totalAmount)}
            isTotal
            className="border-t border-line pt-2 font-semibold"
          />
        </dl>
      )}
    </section>
  );
}
