import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@queueless/contracts';
import { Button } from '#web/components/ui/button';
import { useOrderTexts, useTextReceipt } from '#web/features/orders/api/order-texts';
import { isApiError } from '#web/lib/api-client';

const failure = (error: unknown) =>
  isApiError(error) ? error.message : translate`Something went wrong. Please try again.`;

/** The customer's texts about a paid order: "ready" on or off, and the receipt as a link (decisions 070, 071). */
export function OrderTexts({ order }: { order: Order }) {
  const { t } = useLingui();
  const receipt = useTextReceipt(order.userId, order.orderId);
  const texts = useOrderTexts(order.userId, order.orderId);
  if (order.datetimePaid === null || order.status === 'REFUNDED') return null;
  return (
    <div className="mt-4 flex flex-col gap-3 border-t border-line pt-4">
      {order.isInProgress && order.readyAt === null && (
        <label className="flex items-center gap-3 text-sm">
          <input
            type="checkbox"
            className="size-5 accent-brand"
            checked={texts.isPending ? texts.variables : order.textsEnabled}
            disabled={texts.isPending}
            onChange={(event) => texts.mutate(event.target.checked)}
          />
          <Trans>Text me when my order is ready</Trans>
        </label>
      )}
      <Button
        variant="secondary"
        size="sm"
        isLoading={receipt.isPending}
        disabled={receipt.isSuccess}
        onClick={() => receipt.mutate()}
      >
        {receipt.isSuccess ? t`Receipt sent by text` : t`Text me this receipt`}
      </Button>
      {(receipt.error || texts.error) && (
        <p role="alert" className="text-sm text-danger">
          {failure(receipt.error ?? texts.error)}
        </p>
      )}
    </div>
  );
}
