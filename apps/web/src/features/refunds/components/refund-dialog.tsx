import type { Order } from '@queueless/contracts';
import { Button } from '#web/components/ui/button';
import { Dialog } from '#web/components/ui/dialog';
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
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      isDismissible={!isRefunding}
      title="Refund this order?"
      description={
        <>
          Order <span className="font-mono font-semibold text-ink">#{order.shortOrderId}</span> will be refunded in
          full: <span className="font-semibold text-ink">{formatAmount(order.totalAmount)}</span> goes back to the
          customer. This can't be undone.
        </>
      }
    >
      <Button variant="danger" size="lg" fullWidth isLoading={isRefunding} onClick={onConfirm}>
        Refund {formatAmount(order.totalAmount)}
      </Button>
      <Button variant="secondary" size="lg" fullWidth disabled={isRefunding} onClick={onClose}>
        Cancel
      </Button>
    </Dialog>
  );
}
