import type { Order } from '@queueless/contracts';
import { useMemo, useRef, useState } from 'react';
import { useOrderRefunds } from './api/get-order-refunds';
import { useRefundQuote } from './api/quote-refund';
import { useRefundLines } from './api/refund-lines';
import { type RefundableLine, refundableLines } from './refundable-lines';

export type { RefundableLine };

type Options = { order: Order; vendorLocationId: string; isOpen: boolean };

/**
 * The partial refund dialog's behaviour (decision 077): the units chosen per line, the reason, the server's quote of
 * what goes back, and one refund at a time — a second tap while it is sent does nothing.
 */
export function usePartialRefund({ order, vendorLocationId, isOpen }: Options) {
  const where = { vendorLocationId, orderId: order.orderId };
  const refunds = useOrderRefunds(where, { enabled: isOpen });
  const [units, setUnits] = useState<Record<string, number>>({});
  const [reason, setReason] = useState('');
  const refundLines = useRefundLines(where);
  const isSending = useRef(false);

  const lines: RefundableLine[] = useMemo(() => refundableLines(order, refunds.data), [refunds.data, order]);
  const chosen = useMemo(
    () =>
      lines
        .map((line) => ({
          productId: line.productId,
          quantity: Math.min(units[line.key] ?? 0, line.quantityLeft),
          ...(line.lineNo !== undefined && { lineNo: line.lineNo }),
        }))
        .filter((line) => line.quantity > 0),
    [lines, units],
  );
  const quote = useRefundQuote(where, chosen);
  // The amount shown is the one for the lines chosen now: a quote of an earlier choice is only a placeholder.
  const isQuoteCurrent = chosen.length > 0 && quote.isSuccess && !quote.isPlaceholderData;
  const trimmedReason = reason.trim();

  /** `key`: the refundable line's key (its product, or its product and line number). */
  const setUnitsOf = (key: string, quantity: number) => {
    const line = lines.find((candidate) => candidate.key === key);
    if (!line) return;
    setUnits((current) => ({ ...current, [key]: Math.max(0, Math.min(quantity, line.quantityLeft)) }));
  };

  const reset = () => {
    setUnits({});
    setReason('');
    refundLines.reset();
  };

  /** Sends the refund once; `onDone` runs after it succeeded. */
  const submit = (onDone: (amount: string) => void) => {
    if (isSending.current || refundLines.isPending || !isQuoteCurrent || !trimmedReason) return;
    isSending.current = true;
    refundLines.mutate(
      { lines: chosen, reason: trimmedReason },
      {
        onSuccess: ({ refund }) => {
          reset();
          onDone(refund.amount);
        },
        onSettled: () => {
          isSending.current = false;
        },
      },
    );
  };

  return {
    refunds,
    lines,
    unitsOf: (key: string) => units[key] ?? 0,
    setUnitsOf,
    chosen,
    reason,
    setReason,
    quote,
    isQuoteCurrent,
    canSubmit: isQuoteCurrent && trimmedReason.length > 0 && !refundLines.isPending,
    isRefunding: refundLines.isPending,
    refundError: refundLines.error,
    submit,
    reset,
  };
}
