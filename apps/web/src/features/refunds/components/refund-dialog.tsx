import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@queueless/contracts';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { formatAmount } from '#web/lib/money';

type RefundDialogProps = {
  order: Order;
  open: boolean;
  isRefunding: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** The refund confirmation: the full amount goes back, once. */
export function RefundDialog({ order, open, isRefunding, onConfirm, onClose }: RefundDialogProps) {
  const { t } = useLingui();
  const total = formatAmount(order.totalAmount);
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t`Refund this order?`}
      description={
        <Trans>
          Order <span className="font-mono font-semibold text-ink">#{order.shortOrderId}</span> will be refunded in
          full: <span className="font-semibold text-ink">{total}</span> goes back to the customer. This can't be undone.
        </Trans>
      }
      confirmLabel={t`Refund ${total}`}
      isConfirming={isRefunding}
      onConfirm={onConfirm}
    />
  );
}
