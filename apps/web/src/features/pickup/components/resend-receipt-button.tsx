import { useLingui } from '@lingui/react/macro';
import { type Order, resendOrderReceipt } from '@queueless/contracts';
import { useMutation } from '@tanstack/react-query';
import { Button } from '#web/components/ui/button';
import { callEndpoint, isApiError } from '#web/lib/api-client';

/** Staff text the receipt (a link to the order's page) to the customer again (decision 071). */
export function ResendReceiptButton({ order }: { order: Order }) {
  const { t } = useLingui();
  const resend = useMutation({
    mutationFn: () =>
      callEndpoint(resendOrderReceipt, {
        params: { vendorLocationId: order.vendorLocationId, orderId: order.orderId },
      }),
  });
  if (order.datetimePaid === null) return null;
  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        size="md"
        isLoading={resend.isPending}
        disabled={resend.isSuccess}
        onClick={() => resend.mutate()}
      >
        {resend.isSuccess ? t`Receipt texted to the customer` : t`Text receipt to customer`}
      </Button>
      {resend.error && (
        <p role="alert" className="text-sm text-danger">
          {isApiError(resend.error) ? resend.error.message : t`Could not send the receipt. Please try again.`}
        </p>
      )}
    </div>
  );
}
