import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@queueless/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#web/components/ui/button';
import { usePrintReceipt } from '#web/features/stations/api/print-receipt';
import { printersQueryOptions } from '#web/features/stations/api/printers';
import { isApiError } from '#web/lib/api-client';

/**
 * Prints the customer's receipt of a paid order on a printer of the location (a choice of printer where it has
 * several); nothing where the location has no printers or the order is not paid.
 */
export function PrintReceiptButton({ order }: { order: Order }) {
  const { t } = useLingui();
  const printers = useQuery(printersQueryOptions(order.vendorLocationId));
  const receipt = usePrintReceipt({ vendorLocationId: order.vendorLocationId, orderId: order.orderId });
  const [chosenId, setChosenId] = useState('');
  const items = printers.data?.items ?? [];
  if (order.datetimePaid === null || items.length === 0) return null;

  const printer = items.find((item) => item.printerId === chosenId) ?? items[0];
  const sentTo = receipt.isSuccess ? items.find((item) => item.printerId === receipt.variables)?.name : undefined;
  const selectId = `receipt-printer-${order.orderId}`;
  return (
    <div className="flex flex-col gap-2">
      {items.length > 1 && (
        <div className="flex items-center gap-2">
          <label className="text-sm text-ink-muted" htmlFor={selectId}>
            <Trans>Printer</Trans>
          </label>
          <select
            id={selectId}
            className="h-10 min-w-0 flex-1 rounded-lg border border-field-line bg-surface-raised px-2 text-sm"
            value={printer?.printerId}
            onChange={(event) => {
              setChosenId(event.target.value);
              receipt.reset();
            }}
          >
            {items.map((item) => (
              <option key={item.printerId} value={item.printerId}>
                {item.name}
              </option>
            ))}
          </select>
        </div>
      )}
      <Button
        variant="secondary"
        size="md"
        isLoading={receipt.isPending}
        onClick={() => printer && receipt.mutate(printer.printerId)}
      >
        <Trans>Print receipt</Trans>
      </Button>
      <span role="status" className="text-sm text-success">
        {sentTo ? t`Receipt sent to ${sentTo}.` : ''}
      </span>
      {receipt.error && (
        <p role="alert" className="text-sm text-danger">
          {isApiError(receipt.error) ? receipt.error.message : t`Could not print the receipt. Please try again.`}
        </p>
      )}
    </div>
  );
}
